import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'
import { adminDetailsSchema } from '@contract/signup'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form'
import { Input } from './input'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)

const defaultValues = { email: 'maria@example.ph', full_name: '', password: '' }

/** The sign-up admin form's fields, bound as every form binds them. */
function AdminFields({ refusals }: { refusals?: Record<string, string[]>[] }) {
  return (
    <ContractFormHarness
      schema={adminDetailsSchema}
      defaultValues={defaultValues}
      refusals={refusals}
      onAccepted={() => {}}
    >
      {(form) => (
        <>
          <FormMessage control={form.control} names={['email']} />
          <FormField
            control={form.control}
            name="full_name"
            render={({ field }) => (
              <FormItem id="full-name">
                <FormLabel>Full name</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem id="password">
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <Input type="password" {...field} />
                </FormControl>
                <FormDescription>At least 8 characters.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </>
      )}
    </ContractFormHarness>
  )
}

describe('FormField', () => {
  it('names its control by the label and points it at the description, valid until a check fails', () => {
    render(<AdminFields />)
    const password = screen.getByLabelText('Password')
    expect(password.id).toBe('password')
    expect(password.getAttribute('aria-labelledby')).toBe('password-label')
    expect(password.getAttribute('aria-invalid')).toBeNull()
    expect(describedBy(password)).toEqual(['At least 8 characters.'])
    // No description, no message: nothing to point at.
    expect(screen.getByLabelText('Full name').getAttribute('aria-describedby')).toBeNull()
    // The message region is there before any message, so screen readers announce what comes.
    expect(document.getElementById('password-error')?.getAttribute('aria-live')).toBe('polite')
  })

  it('says every message of a failed check, in the describedby, and marks the control invalid', async () => {
    render(<AdminFields />)
    await userEvent.type(screen.getByLabelText('Password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const fullName = screen.getByLabelText('Full name')
    await waitFor(() => expect(fullName.getAttribute('aria-invalid')).toBe('true'))
    expect(errorsUnder(fullName).length).toBeGreaterThan(0)
    expect(describedBy(fullName)).toEqual([errorsUnder(fullName).join('')])
    const password = screen.getByLabelText('Password')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    const [description, messages] = describedBy(password)
    expect(description).toBe('At least 8 characters.')
    expect(messages).toBe(errorsUnder(password).join(''))

    await userEvent.type(fullName, 'Maria Santos')
    await waitFor(() => expect(fullName.getAttribute('aria-invalid')).toBeNull())
    expect(errorsUnder(fullName)).toEqual([])
  })

  it("shows a server 422's messages under their field, and those of a field without a control once", async () => {
    const refusal = {
      password: ['This password has appeared in a data leak.', 'This password is too common.'],
      email: ['The email has already been taken.'],
    }
    render(<AdminFields refusals={[refusal]} />)
    await userEvent.type(screen.getByLabelText('Full name'), 'Maria Santos')
    await userEvent.type(screen.getByLabelText('Password'), 'sampaguita under the rain')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(errorsUnder(password)).toEqual(refusal.password))
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('The email has already been taken.')).toBeTruthy()
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull()
  })
})

describe('FormControl', () => {
  function OneField({
    children,
    description,
  }: {
    children: ComponentProps<typeof FormControl>['children']
    description?: string
  }) {
    return (
      <ContractFormHarness schema={adminDetailsSchema} defaultValues={defaultValues} onAccepted={() => {}}>
        {(form) => (
          <FormField
            control={form.control}
            name="full_name"
            render={() => (
              <FormItem id="field">
                <FormLabel>Civil status</FormLabel>
                <FormControl>{children}</FormControl>
                {description && <FormDescription>{description}</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>
    )
  }

  it('names a group, which a <label for> cannot, by reference', () => {
    render(
      <OneField>
        <RadioGroup>
          <RadioGroupItem value="single" label="Single" />
        </RadioGroup>
      </OneField>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Civil status' }).id).toBe('field')
    expect(document.querySelector('label[for]')).toBeNull()
  })

  it('keeps the name and the describedby a control already has', () => {
    render(
      <>
        <p id="rules">Rules</p>
        <OneField description="Hint">
          <Input aria-label="Six-digit code" aria-describedby="rules" />
        </OneField>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Six-digit code' })
    expect(input.getAttribute('aria-labelledby')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe('rules field-hint')
  })
})
