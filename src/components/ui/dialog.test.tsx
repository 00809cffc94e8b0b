import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from './button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Success</DialogTitle>
          <DialogDescription>Your password has been reset.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button color="blue">Login</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Opened by the page rather than a DialogTrigger, as the landing page opens its login dialog. */
function MountedByThePage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Login</Button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent returnFocusToOpener>
            <DialogTitle>Log in</DialogTitle>
            <DialogDescription>Welcome back.</DialogDescription>
            <input aria-label="Email" />
          </DialogContent>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('returns focus to the button that opened it when it has no trigger of its own', async () => {
    const user = userEvent.setup()
    render(<MountedByThePage />)
    const opener = screen.getByRole('button', { name: 'Login' })
    await user.click(opener)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('opens as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Success' })
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your password has been reset.',
    )
  })

  it("closes with its 'Close' button and returns focus to the trigger", async () => {
    const user = userEvent.setup()
    render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Open' })
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
