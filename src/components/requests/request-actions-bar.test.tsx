import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { requestStatusValues } from '@contract/options'
import { ApiError } from '@/lib/api'
import { allowedRequestActions } from './request-actions'
import { RequestActionsBar } from './request-actions-bar'

describe('the actions a request’s status allows', () => {
  it('offers cancel for pending, a cancellation request for approved, and nothing for the rest', () => {
    expect(Object.fromEntries(requestStatusValues.map((status) => [status, allowedRequestActions(status)]))).toEqual({
      pending: ['cancel'],
      approved: ['cancelRequest'],
      denied: [],
      cancelled: [],
      for_cancellation: [],
    })
  })

  it('offers no cancellation of an approved request that has ended', () => {
    expect(allowedRequestActions('approved', { ended: true })).toEqual([])
    expect(allowedRequestActions('pending', { ended: true })).toEqual(['cancel'])
  })
})

describe('RequestActionsBar', () => {
  it('cancels a pending request only with remarks, sending the contract’s body', async () => {
    const cancel = vi.fn(() => Promise.resolve())
    render(<RequestActionsBar status="pending" noun="leave request" cancel={cancel} requestCancellation={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Ask to cancel' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel this leave request?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel request' }))
    // The form checks its schema asynchronously: the field is marked once that check has run.
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Remarks' }).getAttribute('aria-invalid')).toBe('true'),
    )
    expect(cancel).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByRole('textbox', { name: 'Remarks' }), 'Plans changed.')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cancel).toHaveBeenCalledWith({ status: 'cancelled', remarks: 'Plans changed.' })
  })

  it('keeps the dialog open with the server’s refusal under the reason', async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { cancel_reason: ['The cancel reason is too vague.'] },
    })
    const requestCancellation = vi.fn(() => Promise.reject(refusal))
    render(
      <RequestActionsBar
        status="approved"
        noun="expense request"
        cancel={vi.fn()}
        requestCancellation={requestCancellation}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ask to cancel' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Ask to cancel this expense request?' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason for cancelling' }), 'Because.')
    await userEvent.click(dialog.getByRole('button', { name: 'Ask to cancel' }))
    expect(await dialog.findByText('The cancel reason is too vague.')).toBeTruthy()
    expect(requestCancellation).toHaveBeenCalledWith({ status: 'for_cancellation', cancel_reason: 'Because.' })
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })

  it('says in the dialog how long to wait after a 429, with the confirm held back and the remarks kept', async () => {
    const tooMany = new ApiError({ status: 429, message: 'Too many requests.', retryAfter: 30 })
    const cancel = vi.fn(() => Promise.reject(tooMany))
    render(<RequestActionsBar status="pending" noun="leave request" cancel={cancel} requestCancellation={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel this leave request?' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Remarks' }), 'Plans changed.')
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel request' }))

    expect(await dialog.findByText(/^Too many attempts\. Please wait (29|30) seconds and try again\.$/)).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'Cancel request' })).toHaveProperty('disabled', true)
    expect(dialog.getByRole('textbox', { name: 'Remarks' })).toHaveProperty('value', 'Plans changed.')
  })

  it('shows nothing for a settled request', () => {
    const { container } = render(
      <RequestActionsBar status="denied" noun="leave request" cancel={vi.fn()} requestCancellation={vi.fn()} />,
    )
    expect(container.textContent).toBe('')
  })
})
