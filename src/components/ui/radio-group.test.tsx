import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { personalInfoBodySchema } from '@contract/onboarding'
import { civilStatusOptions } from '@contract/options'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'

const civilStatusSchema = personalInfoBodySchema.pick({ civil_status: true })

function CivilStatusForm({ onAccepted, disabled }: { onAccepted: (values: unknown) => void; disabled?: boolean }) {
  return (
    <ContractFormHarness
      schema={civilStatusSchema}
      defaultValues={{ civil_status: '' as 'single' }}
      refusals={[{ civil_status: ['The civil status does not match your records.'] }]}
      onAccepted={onAccepted}
    >
      {(form) => (
        <FormField
          control={form.control}
          name="civil_status"
          render={({ field }) => (
            <FormItem id="civil_status">
              <FormLabel>Civil status</FormLabel>
              <FormControl>
                <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} disabled={disabled}>
                  {civilStatusOptions.map((option) => (
                    <RadioGroupItem key={option.value} value={option.value} label={option.label} />
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </ContractFormHarness>
  )
}

describe('RadioGroup', () => {
  it("is named by its field's label and chosen by click or arrow keys", async () => {
    const user = userEvent.setup()
    render(<CivilStatusForm onAccepted={() => {}} />)
    const group = screen.getByRole('radiogroup', { name: 'Civil status' })
    expect(group).toBeTruthy()
    await user.click(screen.getByText('Married'))
    expect(screen.getByRole('radio', { name: 'Married', checked: true })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Married' }))
    // Held down, as a person presses it: the key moves focus to the next option and chooses it.
    await user.keyboard('{ArrowDown>}')
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Divorced', checked: true })).toBe(document.activeElement),
    )
    await user.keyboard('{/ArrowDown}')
  })

  it("shows the contract's message, then the server's, and sends the chosen value", async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(<CivilStatusForm onAccepted={onAccepted} />)
    const group = screen.getByRole('radiogroup', { name: 'Civil status' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(group)).toEqual(['Choose a civil status from the list.']))
    expect(group.getAttribute('aria-invalid')).toBe('true')

    await user.click(screen.getByRole('radio', { name: 'Single' }))
    expect(errorsUnder(group)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(group)).toEqual(['The civil status does not match your records.']))
    await user.click(screen.getByRole('radio', { name: 'Widowed' }))
    expect(errorsUnder(group)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ civil_status: 'widowed' }))
  })

  it('hands focus given to the group (a form focusing a field with an error) to the chosen radio, else the first', () => {
    const group = (value: string) => (
      <RadioGroup aria-label="Civil status" value={value} onValueChange={() => {}}>
        <RadioGroupItem value="single" label="Single" />
        <RadioGroupItem value="married" label="Married" />
      </RadioGroup>
    )
    const { rerender } = render(group(''))
    screen.getByRole('radiogroup').focus()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Single' }))
    rerender(group('married'))
    screen.getByRole('radiogroup').focus()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Married' }))
  })

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup()
    render(<CivilStatusForm onAccepted={() => {}} disabled />)
    await user.click(screen.getByText('Married'))
    expect(screen.queryByRole('radio', { checked: true })).toBeNull()
  })
})
