import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { adminDetailsSchema } from '@contract/signup'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api'
import { useContractForm } from './use-contract-form'

type Outcome = { applied: boolean } | null

/** The sign-up admin form, as a feature would write it; `submit` plays the API call. */
function AdminDetailsForm({
  submit,
  onOutcome,
}: {
  submit: () => Promise<void>
  onOutcome: (outcome: Outcome) => void
}) {
  const form = useContractForm(adminDetailsSchema, {
    defaultValues: { email: 'maria@example.ph', full_name: '', password: '' },
  })
  const onSubmit = form.handleSubmit(async () => {
    try {
      await submit()
      onOutcome(null)
    } catch (error) {
      onOutcome({ applied: form.applyServerErrors(error) })
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Email" name="email" errors={form.errorsOf('email')}>
        <Input {...form.register('email')} />
      </Field>
      <Field label="Full name" name="full_name" errors={form.errorsOf('full_name')}>
        <Input {...form.register('full_name')} />
      </Field>
      <Field label="Password" name="password" errors={form.errorsOf('password')}>
        <Input type="password" {...form.register('password')} />
      </Field>
      <button type="submit">Register</button>
    </form>
  )
}

function errorsUnder(label: string): string[] {
  const input = screen.getByLabelText(label)
  const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'))
  const region = errorId ? document.getElementById(errorId) : null
  if (!region) return []
  const items = within(region).queryAllByRole('listitem')
  return items.length > 0 ? items.map((item) => item.textContent ?? '') : [region.textContent ?? ''].filter(Boolean)
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Maria Santos')
  await userEvent.type(screen.getByLabelText('Password'), 'sampaguita under the rain')
}

const takenEmail = new ApiError({
  status: 422,
  message: 'The email has already been taken. (and 1 more error)',
  fieldErrors: {
    email: ['The email has already been taken.'],
    password: ['This password has appeared in a data leak.', 'Choose a longer passphrase.'],
  },
})

describe('a contract form', () => {
  it("checks the contract's rules before anything is sent", async () => {
    const submit = vi.fn(async () => {})
    render(<AdminDetailsForm submit={submit} onOutcome={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(errorsUnder('Full name')).toEqual(['The full name field is required.'])
    expect(submit).not.toHaveBeenCalled()
  })

  it('lists every password rule that fails, numbered', async () => {
    render(<AdminDetailsForm submit={async () => {}} onOutcome={() => {}} />)
    await userEvent.type(screen.getByLabelText('Password'), ' short')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(errorsUnder('Password')).toEqual([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
  })

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    const onOutcome = vi.fn()
    render(<AdminDetailsForm submit={() => Promise.reject(takenEmail)} onOutcome={onOutcome} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))

    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ applied: true }))
    expect(errorsUnder('Email')).toEqual(['The email has already been taken.'])
    expect(errorsUnder('Password')).toEqual([
      'This password has appeared in a data leak.',
      'Choose a longer passphrase.',
    ])
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Maria Santos')
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('sampaguita under the rain')
  })

  it("clears a server error when that field is edited, and only that field's", async () => {
    const onOutcome = vi.fn()
    render(<AdminDetailsForm submit={() => Promise.reject(takenEmail)} onOutcome={onOutcome} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(errorsUnder('Email')).toHaveLength(1))

    await userEvent.type(screen.getByLabelText('Email'), 'o')

    await waitFor(() => expect(errorsUnder('Email')).toEqual([]))
    expect(errorsUnder('Password')).toHaveLength(2)
  })

  it('reports that nothing applied when the errors name no field of the form, so the caller can say so another way', async () => {
    const onOutcome = vi.fn()
    const elsewhere = new ApiError({
      status: 422,
      message: 'Invalid company.',
      fieldErrors: { company_name: ['Taken.'] },
    })
    render(<AdminDetailsForm submit={() => Promise.reject(elsewhere)} onOutcome={onOutcome} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ applied: false }))
  })

  it('reports that nothing applied for a failure that is not an API error', async () => {
    const onOutcome = vi.fn()
    render(<AdminDetailsForm submit={() => Promise.reject(new Error('boom'))} onOutcome={onOutcome} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ applied: false }))
  })
})
