import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adminDetailsSchema } from '@contract/signup'
import { FormWait } from '@/components/ui/form-wait'
import { TextField } from '@/components/ui/text-field'
import { notify } from '@/lib/notify'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api'
import { lazySchema, type LazySchema } from './lazy-schema'
import { useContractForm } from './use-contract-form'

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }))
beforeEach(() => vi.mocked(notify.error).mockClear())

/** The sign-up admin form, as a feature would write it; `submit` plays the API call. */
function AdminDetailsForm({
  submit,
  schema = adminDetailsSchema,
}: {
  submit: () => Promise<void>
  schema?: typeof adminDetailsSchema | LazySchema<typeof adminDetailsSchema>
}) {
  const form = useContractForm(schema, {
    defaultValues: { email: 'maria@example.ph', full_name: '', password: '' },
  })
  const onSubmit = form.handleSubmit(() => submit().catch(form.fail))
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField control={form.control} name="email" id="email" label="Email" />
      <TextField control={form.control} name="full_name" id="full_name" label="Full name" />
      <TextField control={form.control} name="password" id="password" label="Password" type="password" />
      <FormWait seconds={form.waitSeconds} />
      <button type="submit" disabled={form.waitSeconds > 0}>
        Register
      </button>
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
    render(<AdminDetailsForm submit={submit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    // The resolver checks asynchronously: on a busy machine the click resolves before the errors show.
    await waitFor(() => expect(errorsUnder('Full name')).toEqual(['The full name field is required.']))
    expect(submit).not.toHaveBeenCalled()
  })

  it('lists every password rule that fails, numbered', async () => {
    render(<AdminDetailsForm submit={async () => {}} />)
    await userEvent.type(screen.getByLabelText('Password'), ' short')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(errorsUnder('Password')).toEqual([
        'The password field must be at least 8 characters.',
        'The password must not start or end with a space.',
      ]),
    )
  })

  it("puts the server's field errors under their fields, keeps what was typed, and toasts nothing", async () => {
    render(<AdminDetailsForm submit={() => Promise.reject(takenEmail)} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))

    await waitFor(() => expect(errorsUnder('Email')).toEqual(['The email has already been taken.']))
    expect(errorsUnder('Password')).toEqual([
      'This password has appeared in a data leak.',
      'Choose a longer passphrase.',
    ])
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Maria Santos')
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('sampaguita under the rain')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(notify.error).not.toHaveBeenCalled()
  })

  it("clears a server error when that field is edited, and only that field's", async () => {
    render(<AdminDetailsForm submit={() => Promise.reject(takenEmail)} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(errorsUnder('Email')).toHaveLength(1))

    await userEvent.type(screen.getByLabelText('Email'), 'o')

    await waitFor(() => expect(errorsUnder('Email')).toEqual([]))
    expect(errorsUnder('Password')).toHaveLength(2)
  })

  it('toasts, once, the messages for fields the form does not have', async () => {
    const elsewhere = new ApiError({
      status: 422,
      message: 'Invalid company.',
      fieldErrors: { company_name: ['The company name is taken.'], email: ['The email has already been taken.'] },
    })
    render(<AdminDetailsForm submit={() => Promise.reject(elsewhere)} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The company name is taken.'))
    expect(notify.error).toHaveBeenCalledTimes(1)
    expect(errorsUnder('Email')).toEqual(['The email has already been taken.'])
  })

  it("toasts a 422's message when it names no field", async () => {
    const refused = new ApiError({ status: 422, message: 'The sign-up has expired. Start again.' })
    render(<AdminDetailsForm submit={() => Promise.reject(refused)} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The sign-up has expired. Start again.'))
  })

  it('leaves other failures to the API client, which has shown them already, and keeps what was typed', async () => {
    const serverError = new ApiError({ status: 500, message: 'Server Error' })
    const submit = vi.fn(() => Promise.reject(serverError))
    render(<AdminDetailsForm submit={submit} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(notify.error).not.toHaveBeenCalled()
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Maria Santos')
  })

  it('says a failure that is not an API error is unexpected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<AdminDetailsForm submit={() => Promise.reject(new Error('boom'))} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('An unexpected error occurred.'))
  })

  it("holds Submit back for a 429's wait, saying how long in the form, and lets it go when the wait ends", async () => {
    const tooMany = new ApiError({ status: 429, message: 'Too many attempts.', retryAfter: 2 })
    render(<AdminDetailsForm submit={() => Promise.reject(tooMany)} />)
    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))

    expect(await screen.findByText(/^Too many attempts\. Please wait 2 seconds and try again\.$/)).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Register' }).disabled).toBe(true)
    expect(notify.error).not.toHaveBeenCalled()
    await waitFor(
      () => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Register' }).disabled).toBe(false),
      { timeout: 3000 },
    )
    expect(screen.queryByText(/Too many attempts/)).toBeNull()
  })
})

describe("a contract form whose schema comes later (a form on a page's first screen)", () => {
  /** The schema's import, held until the test lets it arrive (or fail). */
  function heldImport() {
    const calls: { resolve: (schema: typeof adminDetailsSchema) => void; reject: (error: Error) => void }[] = []
    const load = vi.fn(
      () =>
        new Promise<typeof adminDetailsSchema>((resolve, reject) => {
          calls.push({ resolve, reject })
        }),
    )
    return { schema: lazySchema(load), load, calls }
  }

  it('shows its fields without the schema, and fetches it at the first edit, once', async () => {
    const { schema, load } = heldImport()
    render(<AdminDetailsForm submit={async () => {}} schema={schema} />)
    expect(screen.getByLabelText('Full name')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Full name'), 'Maria')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("waits for the schema on Submit, then checks the contract's rules before anything is sent", async () => {
    const { schema, calls } = heldImport()
    const submit = vi.fn(async () => {})
    render(<AdminDetailsForm submit={submit} schema={schema} />)
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(errorsUnder('Full name')).toEqual([])
    calls[0]?.resolve(adminDetailsSchema)
    await waitFor(() => expect(errorsUnder('Full name')).toEqual(['The full name field is required.']))
    expect(submit).not.toHaveBeenCalled()

    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
  })

  it('holds the submit back when the schema cannot come, says so, keeps what was typed, and asks again', async () => {
    const { schema, calls } = heldImport()
    const submit = vi.fn(async () => {})
    render(<AdminDetailsForm submit={submit} schema={schema} />)
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE))
    expect(submit).not.toHaveBeenCalled()

    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[1]?.resolve(adminDetailsSchema)
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Maria Santos')
  })
})
