import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { emergencyContactFields } from '@contract/onboarding'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../form'
import { ContractFormHarness, errorsUnder } from '../testing/contract-form-harness'
import { MobileNumberInput } from './mobile-number-input'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <MobileNumberInput aria-label="Mobile number" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' })
const stored = () => screen.getByRole('status').textContent

describe('MobileNumberInput', () => {
  it('keeps +63 outside the field and types 9XX XXX XXXX into it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByText('+63')).toBeTruthy()
    await user.type(input(), '9171234567')
    expect(input().value).toBe('917 123 4567')
    expect(stored()).toBe('+639171234567')
    expect(input().getAttribute('type')).toBe('tel')
  })

  it('refuses a first digit other than 9, letters, and digits past the tenth', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(input(), '8a917x12345678')
    expect(input().value).toBe('917 123 4567')
  })

  it.each(['+63 917 123 4567', '+639171234567', '0917-123-4567', '917 123 4567', '(0917) 123 4567'])(
    'takes a pasted %s',
    async (pasted) => {
      const user = userEvent.setup()
      render(<Harness />)
      await user.click(input())
      await user.paste(pasted)
      expect(input().value).toBe('917 123 4567')
      expect(stored()).toBe('+639171234567')
    },
  )

  it('takes an autofilled number without taking focus from where the person is', () => {
    render(
      <>
        <input aria-label="Name" />
        <Harness />
      </>,
    )
    const name = screen.getByRole('textbox', { name: 'Name' })
    name.focus()
    fireEvent.input(input(), { target: { value: '+63 917 123 4567' } })
    expect(input().value).toBe('917 123 4567')
    expect(stored()).toBe('+639171234567')
    expect(document.activeElement).toBe(name)
  })

  it('cannot lose the prefix: deleting everything leaves an empty value', async () => {
    const user = userEvent.setup()
    render(<Harness initial="+639171234567" />)
    expect(input().value).toBe('917 123 4567')
    await user.click(input())
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}')
    expect(input().value).toBe('917 12')
    expect(stored()).toBe('+6391712')
    await user.keyboard('{Control>}a{/Control}{Backspace}')
    expect(input().value).toBe('')
    expect(stored()).toBe('')
    expect(screen.getByText('+63')).toBeTruthy()
  })

  it('says the prefix to screen readers along with the field’s own description', () => {
    render(
      <>
        <p id="hint">We text you here.</p>
        <MobileNumberInput aria-label="Mobile number" aria-describedby="hint" value="" onChange={() => {}} />
      </>,
    )
    const description = input()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(description).toEqual(['After +63, the 10 digits starting with 9.', 'We text you here.'])
  })
})

describe('MobileNumberInput in a contract form', () => {
  it("sends +639XXXXXXXXX, shows the contract's message and then the server's under the field", async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={emergencyContactFields}
        defaultValues={{ name: 'Jose Santos', contact_no: '', relationship: 'Father' }}
        refusals={[{ contact_no: ['This number cannot receive text messages.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="contact_no"
            render={({ field }) => (
              <FormItem id="contact_no">
                <FormLabel>Contact number</FormLabel>
                <FormControl>
                  <MobileNumberInput
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
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
    const contact = screen.getByRole<HTMLInputElement>('textbox', { name: 'Contact number' })
    await user.type(contact, '91712')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(contact)).toEqual(['Enter a Philippine mobile number: +63 9XX XXX XXXX.']))

    await user.type(contact, '34567')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(contact)).toEqual(['This number cannot receive text messages.']))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith({
        name: 'Jose Santos',
        contact_no: '+639171234567',
        relationship: 'Father',
      }),
    )
  })
})
