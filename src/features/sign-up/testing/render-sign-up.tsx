import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'react-toastify/unstyled'
import { afterEach, beforeEach, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { LANDING_TOAST_MS } from '@/components/ui/toast-durations'
import { Toaster } from '@/components/ui/toaster'
import { setApiEvents } from '@/lib/api'
import { SignUpDialog } from '../sign-up-dialog'

/** Wires the API client's toasts to the Toaster, as the app does (src/app/connect-api.ts). */
export function connectToasts(): void {
  beforeEach(() => setApiEvents({ navigate: vi.fn(), notifyError: (message) => notify.error(message) }))
  afterEach(() => act(() => toast.dismiss()))
}

/** The sign-up dialog as the landing screen renders it: with a query client and the Toaster. */
export function renderSignUp() {
  const onLogin = vi.fn()
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SignUpDialog onLogin={onLogin} onClose={onClose} />
      <Toaster autoClose={LANDING_TOAST_MS} />
    </QueryClientProvider>,
  )
  return { ...view, user: userEvent.setup(), onLogin, onClose }
}

type User = ReturnType<typeof userEvent.setup>

export const dialogNamed = (name: string) => screen.getByRole('dialog', { name })
export const findDialogNamed = (name: string) => screen.findByRole('dialog', { name })

/** The first step: types the address, ticks the box and sends; resolves at the code step. */
export async function requestCode(user: User, email: string): Promise<void> {
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  await findDialogNamed('Check your e-mail')
}

/** One of the code's six boxes, from 0. */
export function codeBox(index: number): HTMLInputElement {
  const box = within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole<HTMLInputElement>(
    'textbox',
  )[index]
  if (!box) throw new Error(`There is no code box ${index}.`)
  return box
}

/** Types a code into the six boxes (a paste, as from the e-mail) and presses Verify. */
export async function enterCode(user: User, code: string): Promise<void> {
  await user.click(codeBox(0))
  await user.paste(code)
  await user.click(screen.getByRole('button', { name: 'Verify' }))
}

/** The admin step with a good name and password; resolves at the company step. */
export async function registerAdmin(
  user: User,
  fullName = 'Andrea Dizon',
  password = 'kalamansi juice on a rainy day',
): Promise<void> {
  await user.type(await screen.findByLabelText('Full name'), fullName)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await findDialogNamed('Tell us about your company')
}

/** Opens a searchable Select by its label, types `search` and picks the option named `option`. */
export async function choose(user: User, label: string, search: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.keyboard(search)
  await user.click(screen.getByRole('option', { name: option }))
}
