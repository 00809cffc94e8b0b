import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LandingPage } from './landing-page'

// The menu as a phone shows it; jsdom applies no CSS, so the header's desktop items are there too and
// each query looks inside the menu.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

function renderPage() {
  const onOpenDialog = vi.fn()
  render(<LandingPage onOpenDialog={onOpenDialog} />)
  return { onOpenDialog, user: userEvent.setup() }
}

const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ })
/** The dropdown the toggle controls, or null while it is closed (hidden). */
function openMenu(): HTMLElement | null {
  const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '')
  if (!menu) throw new Error('the toggle controls no element')
  return menu.hidden ? null : menu
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }))
  const menu = openMenu()
  if (!menu) throw new Error('the menu did not open')
  return menu
}

describe('the mobile menu', () => {
  it('opens from the hamburger with the three nav items and both buttons', async () => {
    const { user } = renderPage()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(openMenu()).toBeNull()

    const menu = await open(user)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(toggle().getAttribute('aria-label')).toBe('Close menu')
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Home', 'Features', 'Pricing', 'Login', 'Sign Up'])
  })

  it('closes after a section is chosen, and scrolls there', async () => {
    const { user } = renderPage()
    const menu = await open(user)
    await user.click(within(menu).getByRole('button', { name: 'Pricing' }))
    expect(openMenu()).toBeNull()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement?.id).toBe('pricing')

    const reopened = await open(user)
    expect(within(reopened).getByRole('button', { name: 'Pricing' }).getAttribute('aria-current')).toBe('true')
  })

  it('closes after Sign Up, opens sign-up and leaves focus on the toggle for the dialog to return to', async () => {
    const { onOpenDialog, user } = renderPage()
    const menu = await open(user)
    await user.click(within(menu).getByRole('button', { name: 'Sign Up' }))
    expect(openMenu()).toBeNull()
    expect(onOpenDialog.mock.calls).toEqual([['signup']])
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on Escape with focus back on the toggle', async () => {
    const { user } = renderPage()
    const menu = await open(user)
    within(menu).getByRole('button', { name: 'Features' }).focus()
    await user.keyboard('{Escape}')
    expect(openMenu()).toBeNull()
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on a click outside it, but not on a click inside it', async () => {
    const { user } = renderPage()
    const menu = await open(user)
    await user.click(within(menu).getByRole('navigation'))
    expect(openMenu()).not.toBeNull()

    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(openMenu()).toBeNull()
  })

  it('closes when the toggle is pressed again', async () => {
    const { user } = renderPage()
    await open(user)
    await user.click(toggle())
    expect(openMenu()).toBeNull()
  })
})
