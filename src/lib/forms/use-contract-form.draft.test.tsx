import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminDetailsSchema } from '@contract/signup'
import { TextField } from '@/components/ui/text-field'
import { setClockSource } from '@/lib/clock'
import { DRAFT_MAX_AGE_MS, discardDrafts, flushDrafts } from './form-drafts'
import { signedInPerson } from '@/lib/signed-in-person'
import { useContractForm } from './use-contract-form'

// Drafts of spec-less forms (docs/product/quality-targets.md#reliability: nothing typed is lost). The sign-up admin
// form stands in for the request and onboarding forms that will opt in: it has a text field and a password.

function DraftForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const form = useContractForm(adminDetailsSchema, {
    defaultValues: { email: 'maria@example.ph', full_name: '', password: '' },
    draft: { key: 'admin-details' },
  })
  const onSubmit = form.handleSubmit(() => {
    form.clearDraft()
    onSubmitted?.()
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField control={form.control} name="full_name" id="full_name" label="Full name" />
      <TextField control={form.control} name="password" id="password" label="Password" type="password" />
      <button type="submit">Register</button>
    </form>
  )
}

const fullName = () => screen.getByLabelText<HTMLInputElement>('Full name')
const password = () => screen.getByLabelText<HTMLInputElement>('Password')
const storedDrafts = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('empleo-draft:'))
    .map((key) => localStorage.getItem(key) ?? '')

async function typeAndLeave(name: string, secret = 'sampaguita under the rain') {
  const view = render(<DraftForm />)
  await userEvent.type(fullName(), name)
  await userEvent.type(password(), secret)
  view.unmount()
}

let clock = Date.parse('2026-11-23T09:00:00Z')

beforeEach(() => {
  localStorage.clear()
  clock = Date.parse('2026-11-23T09:00:00Z')
  setClockSource(() => clock)
  signedInPerson.set('7')
})
afterEach(() => {
  setClockSource(() => Date.now())
  signedInPerson.set(null)
})

describe('a contract form with a draft', () => {
  it('comes back filled on the next mount for the same person, without the password', async () => {
    await typeAndLeave('Maria Santos')
    render(<DraftForm />)
    expect(fullName().value).toBe('Maria Santos')
    expect(password().value).toBe('')
  })

  it('never writes a password to storage', async () => {
    const view = render(<DraftForm />)
    await userEvent.type(fullName(), 'Maria Santos')
    await userEvent.type(password(), 'sampaguita under the rain')
    act(() => flushDrafts())
    expect(storedDrafts()).toHaveLength(1)
    expect(storedDrafts()[0]).toContain('Maria Santos')
    expect(storedDrafts()[0]).not.toContain('sampaguita')
    expect(storedDrafts()[0]).not.toMatch(/password/i)
    view.unmount()
  })

  it('is not shown to another person signed in on the same browser', async () => {
    await typeAndLeave('Maria Santos')
    signedInPerson.set('8')
    render(<DraftForm />)
    expect(fullName().value).toBe('')
  })

  it('is gone after clearDraft, which a successful submit calls', async () => {
    let submitted = false
    const view = render(<DraftForm onSubmitted={() => (submitted = true)} />)
    await userEvent.type(fullName(), 'Maria Santos')
    await userEvent.type(password(), 'sampaguita under the rain')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(submitted).toBe(true)
    view.unmount()

    render(<DraftForm />)
    expect(fullName().value).toBe('')
    expect(storedDrafts()).toEqual([])
  })

  it('is saved by a forced logout before the session is cleared, and late saves after it are dropped', async () => {
    const view = render(<DraftForm />)
    await userEvent.type(fullName(), 'Maria')
    act(() => flushDrafts()) // what the forced-logout path does first
    signedInPerson.set(null) // then the session is cleared
    await userEvent.type(fullName(), ' typed after the logout')
    view.unmount()

    signedInPerson.set('7') // the same person logs in again
    render(<DraftForm />)
    expect(fullName().value).toBe('Maria')
  })

  it('is discarded by a chosen Sign Out', async () => {
    await typeAndLeave('Maria Santos')
    discardDrafts('7')
    render(<DraftForm />)
    expect(fullName().value).toBe('')
  })

  it('is dropped once older than a week', async () => {
    await typeAndLeave('Maria Santos')
    clock += DRAFT_MAX_AGE_MS + 1
    render(<DraftForm />)
    expect(fullName().value).toBe('')
    expect(storedDrafts()).toEqual([])
  })

  it('is not kept for a guest', async () => {
    signedInPerson.set(null)
    await typeAndLeave('Maria Santos')
    expect(storedDrafts()).toEqual([])
  })
})
