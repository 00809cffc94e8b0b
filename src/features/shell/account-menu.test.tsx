import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeUser } from '@/session/testing/session-fixtures'
import { AccountMenu } from './account-menu'

function renderAccountMenu() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <AccountMenu
          user={fakeUser({ full_name: 'Maria Santos' })}
          onSignOut={vi.fn(() => Promise.resolve())}
          onSwitchToAdmin={vi.fn(() => Promise.resolve())}
        />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  })
  render(<RouterProvider router={router} />)
}

// In this order: the first test presses the button before the menu's code (a lazy chunk) has loaded.
describe('the account button, whose menu loads after the page', () => {
  it('opens the menu for a press made before its code arrived', async () => {
    renderAccountMenu()
    const standIn = await screen.findByRole('button', { name: 'Maria Santos' })
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
    // Pressed, not yet released: the menu opens on the press, as Radix's own button does.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn })
    expect(await screen.findByRole('menu')).toBeTruthy()
  })

  it('keeps the keyboard focus on the button when the menu’s own takes its place', async () => {
    renderAccountMenu()
    const button = await screen.findByRole('button', { name: 'Maria Santos' })
    button.focus()
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-haspopup')).toBe('menu'))
    // The menu's button: Enter opens the menu from it.
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^radix-/))
  })
})
