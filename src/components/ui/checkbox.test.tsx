import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Checkbox } from './checkbox'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'

// No contract body has a yes/no field yet; this stands in for one.
const consentSchema = z.object({ consent: z.literal(true, { errorMap: () => ({ message: 'Please tick the box.' }) }) })

describe('Checkbox', () => {
  it('is ticked and unticked by click and Space, and reports each change', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(
      <>
        <Checkbox id="notify" onCheckedChange={onCheckedChange} />
        <label htmlFor="notify">E-mail me about my requests</label>
      </>,
    )
    const box = screen.getByRole('checkbox', { name: 'E-mail me about my requests' })
    expect(box.getAttribute('aria-checked')).toBe('false')
    await user.click(screen.getByText('E-mail me about my requests'))
    expect(box.getAttribute('aria-checked')).toBe('true')
    box.focus()
    await user.keyboard(' ')
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]])
  })

  it('shows a mixed state', () => {
    render(<Checkbox aria-label="All requests" checked="indeterminate" />)
    expect(screen.getByRole('checkbox', { name: 'All requests' }).getAttribute('aria-checked')).toBe('mixed')
  })

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup()
    render(<Checkbox aria-label="Locked" disabled />)
    await user.click(screen.getByRole('checkbox', { name: 'Locked' }))
    expect(screen.getByRole('checkbox', { name: 'Locked' }).getAttribute('aria-checked')).toBe('false')
  })

  it('works in a FormField: the rule, then the server error, then the value', async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={consentSchema}
        defaultValues={{ consent: false as unknown as true }}
        refusals={[{ consent: ['Consent is needed to continue.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="consent"
            render={({ field }) => (
              <FormItem id="consent">
                <FormLabel>Data privacy consent</FormLabel>
                <FormControl>
                  <Checkbox
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>,
    )
    const box = screen.getByRole('checkbox', { name: 'Data privacy consent' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(box)).toEqual(['Please tick the box.']))
    expect(box.getAttribute('aria-invalid')).toBe('true')

    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(box)).toEqual(['Consent is needed to continue.']))
    expect(onAccepted).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ consent: true }))
  })
})
