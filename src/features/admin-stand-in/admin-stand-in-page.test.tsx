import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AdminStandInPage, type AdminStandInPageProps } from './admin-stand-in-page'

function renderPage(props: Partial<AdminStandInPageProps>) {
  const handlers = { onSignOut: vi.fn(() => Promise.resolve()), onSwitchToEmployeePortal: vi.fn() }
  render(<AdminStandInPage adminName={null} employeeName={null} {...handlers} {...props} />)
  return handlers
}

describe("the admin application's stand-in (demo and development only)", () => {
  it('says the admin application, a separate product, opens here, and who is signed in', () => {
    renderPage({ adminName: 'Rogelio Tan' })
    expect(screen.getByRole('heading', { level: 1, name: 'The admin application opens here' })).toBeTruthy()
    expect(screen.getByText(/separate product/)).toBeTruthy()
    expect(screen.getByText('Rogelio Tan')).toBeTruthy()
  })

  it('lets an admin who is only an admin sign out', async () => {
    const { onSignOut } = renderPage({ adminName: 'Rogelio Tan' })
    expect(screen.queryByRole('button', { name: 'Switch to the employee portal' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('offers an admin who is also an employee the way back to the employee portal', async () => {
    const { onSwitchToEmployeePortal } = renderPage({ adminName: 'Carmela Aquino', employeeName: 'Carmela Aquino' })
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the employee portal' }))
    expect(onSwitchToEmployeePortal).toHaveBeenCalledOnce()
  })

  it('offers the home page to a visitor with no session', () => {
    renderPage({})
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
  })
})
