import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
import { Input } from './input'

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: (value?: unknown) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn()
  render(
    <ConfirmDialog
      trigger={<Button>Cancel request</Button>}
      title="Cancel this leave request?"
      description="Your manager will no longer see it."
      confirmLabel="Cancel request"
      cancelLabel="Keep it"
      {...props}
      onConfirm={onConfirm}
    >
      {props.children ?? (
        <>
          <label htmlFor="remarks">Remarks</label>
          <Input id="remarks" name="remarks" />
        </>
      )}
    </ConfirmDialog>,
  )
  return { onConfirm }
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
const dialog = () => screen.getByRole('alertdialog', { name: 'Cancel this leave request?' })

describe('ConfirmDialog', () => {
  it('asks with a title and description, and Cancel closes it without acting', async () => {
    const { onConfirm } = renderDialog()
    await open()
    expect(within(dialog()).getByText('Your manager will no longer see it.')).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('is busy while the action runs, then closes when it succeeds', async () => {
    const action = deferred()
    const onConfirm = vi.fn(() => action.promise)
    renderDialog({ onConfirm })
    await open()
    const confirm = within(dialog()).getByRole('button', { name: 'Cancel request' })
    await userEvent.click(confirm)

    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    expect(confirm).toHaveProperty('disabled', true)
    expect(within(dialog()).getByRole('button', { name: 'Keep it' })).toHaveProperty('disabled', true)
    // Escape waits for the outcome too.
    await userEvent.keyboard('{Escape}')
    expect(dialog()).toBeTruthy()

    action.resolve()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('stays open with what was typed when the action fails, and can be tried again', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('Server said no')).mockResolvedValueOnce(undefined)
    renderDialog({ onConfirm })
    await open()
    await userEvent.type(within(dialog()).getByLabelText('Remarks'), 'Plans changed')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel request' }))

    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Cancel request' }).getAttribute('aria-busy')).toBeNull(),
    )
    expect(within(dialog()).getByLabelText('Remarks')).toHaveProperty('value', 'Plans changed')

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('stays open when the action answers false (its form is invalid)', async () => {
    renderDialog({ onConfirm: () => false })
    await open()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel request' }))
    expect(dialog()).toBeTruthy()
  })

  it('confirms with Enter in a field of its body', async () => {
    const { onConfirm } = renderDialog()
    await open()
    await userEvent.type(within(dialog()).getByLabelText('Remarks'), 'Plans changed{Enter}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('opens from state too, and tells the owner when it closes', async () => {
    const onOpenChange = vi.fn()
    renderDialog({ trigger: undefined, open: true, onOpenChange, onConfirm: () => undefined })
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })

  it('shows a red confirm button for a destructive action', async () => {
    renderDialog({ destructive: true })
    await open()
    expect(within(dialog()).getByRole('button', { name: 'Cancel request' }).className).toContain('bg-red-600')
  })
})
