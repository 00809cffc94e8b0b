import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu'

function AccountMenu({ onSignOut = () => {} }: { onSignOut?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Maria Santos</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>maria.santos@example.ph</DropdownMenuLabel>
        <DropdownMenuItem>My Profile</DropdownMenuItem>
        <DropdownMenuItem disabled>Account Settings</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

describe('DropdownMenu', () => {
  it('opens from its button as a menu of items, and says so on the button', async () => {
    const user = userEvent.setup()
    render(<AccountMenu />)
    const trigger = screen.getByRole('button', { name: 'Maria Santos' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(screen.getByRole('menu')).toBeTruthy()
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Account Settings',
      'Sign Out',
    ])
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
  })

  it('is used by keyboard: Enter opens it on the first item, arrows skip disabled items, Enter chooses', async () => {
    const user = userEvent.setup()
    const onSignOut = vi.fn()
    render(<AccountMenu onSignOut={onSignOut} />)
    screen.getByRole('button', { name: 'Maria Santos' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Sign Out')
    await user.keyboard('{Enter}')
    expect(onSignOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    render(<AccountMenu />)
    const trigger = screen.getByRole('button', { name: 'Maria Santos' })
    await user.click(trigger)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})

describe('DropdownMenu, not modal', () => {
  it('leaves the page behind it visible to assistive technology while open', async () => {
    const user = userEvent.setup()
    render(
      <>
        <a href="/dashboard">Dashboard</a>
        <AccountMenu />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Maria Santos' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Dashboard' }).closest('[aria-hidden="true"]')).toBeNull()
  })
})
