import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createExpenseBodySchema } from '@contract/expense'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { PesoInput } from './peso-input'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <PesoInput aria-label="Amount" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  )
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
const stored = () => screen.getByRole('status').textContent

describe('PesoInput', () => {
  it('shows ₱ and thousands separators as typed, and keeps a plain number', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByText('₱')).toBeTruthy()
    expect(input().getAttribute('inputmode')).toBe('decimal')
    await user.type(input(), '1234567.5')
    expect(input().value).toBe('1,234,567.5')
    expect(stored()).toBe('1234567.5')
  })

  it('keeps a point or a trailing zero while they are typed', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(input(), '1200.')
    expect(input().value).toBe('1,200.')
    await user.type(input(), '0')
    expect(input().value).toBe('1,200.0')
    await user.type(input(), '5')
    expect(input().value).toBe('1,200.05')
    expect(stored()).toBe('1200.05')
  })

  it('refuses letters, a second point and a third decimal', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(input(), '12a.3.456')
    expect(input().value).toBe('12.34')
    expect(stored()).toBe('12.34')
  })

  it('keeps a minus sign as typed and hands the negative amount on, for the form to refuse', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(input(), '-1250')
    expect(input().value).toBe('-1,250')
    expect(stored()).toBe('-1250')
  })

  it('refuses digits past the contract’s ₱10,000,000', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(input(), '100000000')
    expect(input().value).toBe('10,000,000')
    await user.type(input(), '.5')
    expect(stored()).toBe('10000000')
  })

  it('takes a pasted amount with a peso sign or separators, and keeps a pasted minus sign', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(input())
    await user.paste('₱1,499.50')
    expect(input().value).toBe('1,499.50')
    expect(stored()).toBe('1499.5')
    await user.clear(input())
    await user.paste('-250')
    expect(input().value).toBe('-250')
    expect(stored()).toBe('-250')
  })

  it('deletes across a thousands separator as if it were not there', async () => {
    const user = userEvent.setup()
    render(<Harness initial={12345} />)
    expect(input().value).toBe('12,345')
    await user.click(input())
    // Caret just after the comma: Backspace removes the 2 before it.
    input().setSelectionRange(3, 3)
    await user.keyboard('{Backspace}')
    expect(input().value).toBe('1,345')
    expect(stored()).toBe('1345')
  })

  it('is empty (undefined) when cleared', async () => {
    const user = userEvent.setup()
    render(<Harness initial={500} />)
    await user.clear(input())
    expect(stored()).toBe('undefined')
  })
})

describe('PesoInput in a contract form', () => {
  it("sends the costing as a number, shows the contract's message and then the server's under the field", async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={createExpenseBodySchema}
        defaultValues={{ type: 'item', item_name: 'Ergonomic chair', costing: undefined, attachments: [] }}
        refusals={[{ costing: ['The costing exceeds your remaining budget of ₱5,000.00.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="costing"
            render={({ field }) => (
              <FormItem id="costing">
                <FormLabel>Costing</FormLabel>
                <FormControl>
                  <PesoInput ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>,
    )
    const costing = screen.getByRole<HTMLInputElement>('textbox', { name: 'Costing' })
    await user.type(costing, '0')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(costing)).toEqual(['The costing must be greater than zero.']))

    // docs/product/validation.md#numbers-and-money: numeric fields reject negatives. Refused with the message, and kept
    // as pasted.
    await user.clear(costing)
    await user.paste('-250')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(costing)).toEqual(['The costing must be greater than zero.']))
    expect(costing.value).toBe('-250')
    expect(onAccepted).not.toHaveBeenCalled()

    await user.clear(costing)
    await user.type(costing, '8500.75')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(errorsUnder(costing)).toEqual(['The costing exceeds your remaining budget of ₱5,000.00.']),
    )
    expect(costing.value).toBe('8,500.75')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ costing: 8500.75 })))
  })
})
