import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { personalInfoBodySchema } from '@contract/onboarding'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { Textarea } from './textarea'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'

const addressSchema = personalInfoBodySchema.pick({ complete_address: true })

function AddressForm({
  onAccepted,
  refusals,
}: {
  onAccepted: (values: unknown) => void
  refusals?: Record<string, string[]>[]
}) {
  return (
    <ContractFormHarness
      schema={addressSchema}
      defaultValues={{ complete_address: '' }}
      refusals={refusals}
      onAccepted={onAccepted}
    >
      {(form) => (
        <FormField
          control={form.control}
          name="complete_address"
          render={({ field }) => (
            <FormItem id="complete_address">
              <FormLabel>Complete address</FormLabel>
              <FormControl>
                <Textarea {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </ContractFormHarness>
  )
}

describe('Textarea', () => {
  it('takes several lines, typed or pasted, and sends them through the contract form', async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(<AddressForm onAccepted={onAccepted} />)
    const address = screen.getByRole('textbox', { name: 'Complete address' })
    await user.type(address, '12 Mabini St.{Enter}')
    await user.paste('Brgy. San Antonio, Pasig City')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith({ complete_address: '12 Mabini St.\nBrgy. San Antonio, Pasig City' }),
    )
  })

  it("shows the contract's message, then the server's, under the field", async () => {
    const user = userEvent.setup()
    render(<AddressForm onAccepted={() => {}} refusals={[{ complete_address: ['The address could not be found.'] }]} />)
    const address = screen.getByRole('textbox', { name: 'Complete address' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(address)).toEqual(['The complete address field is required.']))
    expect(address.getAttribute('aria-invalid')).toBe('true')

    await user.type(address, 'Somewhere')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(address)).toEqual(['The address could not be found.']))
    await user.type(address, ' else')
    expect(errorsUnder(address)).toEqual([])
  })
})
