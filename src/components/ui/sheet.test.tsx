import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet'

function Drawer() {
  return (
    <Sheet>
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>Where to go next.</SheetDescription>
        <a href="/dashboard">Dashboard</a>
      </SheetContent>
    </Sheet>
  )
}

describe('Sheet', () => {
  it('opens as a dialog named by its title, with focus inside it', async () => {
    const user = userEvent.setup()
    render(<Drawer />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  it('closes on Escape and on its Close button, giving focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<Drawer />)
    const trigger = screen.getByRole('button', { name: 'Open menu' })
    await user.click(trigger)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)

    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})
