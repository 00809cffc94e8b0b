import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@mocks/test/client'
import { control } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { selectPopup } from '@/components/ui/select'
import { codeFor } from '@/test/mock-outbox'
import { SIGN_UP_DONE_MESSAGE } from './done-step'
import {
  choose,
  codeBox,
  connectToasts,
  dialogNamed,
  enterCode,
  findDialogNamed,
  registerAdmin,
  renderSignUp,
  requestCode,
} from './testing/render-sign-up'

runMockServerAroundEachTest()
connectToasts()
// The selects' open list is a lazy part: its code is in before the first press, as once the page is idle.
beforeAll(() => selectPopup.preload())

const email = 'andrea@sarisari.ph'

/** The toasts on screen; one sliding out (jsdom never ends its exit animation) is on its way out. */
const toastsShown = () =>
  [...document.querySelectorAll('.Toastify__toast')]
    .filter((toast) => !/-exit/.test(toast.className))
    .map((toast) => toast.textContent)

// Whole journeys through the mock: several seconds each when the machine is busy.
describe('the sign-up dialog against the mock backend', { timeout: 20_000 }, () => {
  it('keeps Sign Up disabled until the terms and privacy box is ticked', async () => {
    const { user } = renderSignUp()
    await user.type(screen.getByLabelText('Email'), email)
    const signUp = screen.getByRole('button', { name: 'Sign Up' })
    expect(signUp).toHaveProperty('disabled', true)
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions and the Privacy Policy' }),
    )
    expect(signUp).toHaveProperty('disabled', false)
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    expect(signUp).toHaveProperty('disabled', true)
  })

  it("hands 'Already have an account? Log in' to the login dialog", async () => {
    const { user, onLogin } = renderSignUp()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onLogin).toHaveBeenCalledOnce()
  })

  it('signs a company up: e-mail, the e-mailed code, admin, company, then the final message', async () => {
    const { user, onClose } = renderSignUp()
    await requestCode(user, email)
    expect(dialogNamed('Check your e-mail').textContent).toContain(email)

    await enterCode(user, codeFor(email))
    const admin = await findDialogNamed('Create your admin account')
    expect(within(admin).getByLabelText('Email')).toHaveProperty('readOnly', true)
    expect(within(admin).getByLabelText<HTMLInputElement>('Email').value).toBe(email)
    expect(within(admin).getByText(/15 or more is best/)).toBeTruthy()

    await registerAdmin(user)
    await user.type(screen.getByLabelText('Company name'), 'Sari-Sari Supply Co.')
    await user.type(screen.getByLabelText('Company address'), '45 Rizal Avenue, Taytay, Rizal')
    await choose(user, 'Industry', 'retail', 'Retail and E-commerce')
    await choose(user, 'Company size', '11', '11-50')
    await user.click(screen.getByRole('button', { name: 'Register' }))

    const done = await findDialogNamed('Registration received')
    expect(within(done).getByText(SIGN_UP_DONE_MESSAGE)).toBeTruthy()
    // One message per event: the final message says it all, with no stack of earlier steps' toasts over it.
    await waitFor(() => expect(toastsShown()).toEqual([]))
    await user.click(within(done).getByRole('button', { name: 'Done' }))
    expect(onClose).toHaveBeenCalled()

    // What the server now holds: the company awaits activation, so its admin cannot log in yet.
    const login = await createClient().auth.login({ body: { email, password: 'kalamansi juice on a rainy day' } })
    expect(login.status).toBe(422)
    expect(JSON.stringify(login.body)).toContain('awaiting activation')
  })

  it("puts a wrong code's server error under the code and clears it when the code is edited", async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    const wrong = codeFor(email) === '000000' ? '111111' : '000000'

    await enterCode(user, wrong)

    await waitFor(() =>
      expect(screen.getByText('The code is invalid or has expired. Request a new code.')).toBeTruthy(),
    )
    // What was typed stays, so it can be corrected.
    expect([0, 1, 2, 3, 4, 5].map((index) => codeBox(index).value).join('')).toBe(wrong)
    await user.click(codeBox(5))
    await user.keyboard('{Backspace}')
    expect(screen.queryByText('The code is invalid or has expired. Request a new code.')).toBeNull()
  })

  it('lists several password errors as a numbered list, and registers once they are fixed', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await user.type(await screen.findByLabelText('Full name'), 'Andrea Dizon')
    await user.type(screen.getByLabelText('Password'), ' short')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent)
    expect(items).toEqual([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
    expect(screen.getByRole('list').tagName).toBe('OL')

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'kalamansi juice on a rainy day')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await findDialogNamed('Tell us about your company')).toBeTruthy()
  })

  it("shows the server's refusal under the read-only e-mail when the verification has lapsed", async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await screen.findByLabelText('Full name')
    control.advanceClock(31 * 60_000)

    await user.type(screen.getByLabelText('Full name'), 'Andrea Dizon')
    await user.type(screen.getByLabelText('Password'), 'kalamansi juice on a rainy day')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const emailField = screen.getByLabelText('Email')
    await waitFor(() => expect(emailField.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Verify this e-mail address with the code we sent before registering.')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Andrea Dizon')
  })

  it("offers the contract's industries and sizes, searchable, saying 'Nothing found.' when nothing matches", async () => {
    const { industryOptions, companySizeOptions } = await import('@contract/options')
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await registerAdmin(user)

    await user.click(screen.getByRole('combobox', { name: 'Industry' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      industryOptions.map((option) => option.label),
    )
    await user.keyboard('zzz')
    expect(screen.getByText('Nothing found.')).toBeTruthy()
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('combobox', { name: 'Company size' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      companySizeOptions.map((option) => option.label),
    )
    await user.keyboard('{Escape}')

    // Nothing chosen: the contract's messages, under each select.
    await user.type(screen.getByLabelText('Company name'), 'Sari-Sari Supply Co.')
    await user.type(screen.getByLabelText('Company address'), '45 Rizal Avenue, Taytay, Rizal')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Choose an industry from the list.')).toBeTruthy()
    expect(screen.getByText('Choose a company size from the list.')).toBeTruthy()
  })

  // The mock's injected 429 waits 30 s; on a busy machine a second or two may pass before it shows.
  const injectedWait = /^Too many attempts\. Please wait (2\d|30) seconds and try again\.$/
  const codeTyped = () => [0, 1, 2, 3, 4, 5].map((index) => codeBox(index).value).join('')

  it('says on the e-mail step how long to wait when the address has had its 5 codes this hour', async () => {
    const api = createClient()
    for (let sent = 0; sent < 5; sent += 1) {
      await api.signup.verifyEmail({ body: { email } })
      control.advanceClock(61_000)
    }
    const { user } = renderSignUp()
    await user.type(screen.getByLabelText('Email'), email)
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))

    // The first code went out 5 x 61 s ago: the hour frees a sixth in 55 minutes.
    const step = dialogNamed('Sign up your company')
    expect(await within(step).findByText(/^Too many attempts\. Please wait 55 minutes and try again\.$/)).toBeTruthy()
    expect(within(step).getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', true)
    expect(within(step).getByLabelText<HTMLInputElement>('Email').value).toBe(email)
  })

  it('says on the code step how long to wait after a 429, with Verify held back and the code kept', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    control.failNext('429')
    await enterCode(user, codeFor(email))

    const step = dialogNamed('Check your e-mail')
    expect(await within(step).findByText(injectedWait)).toBeTruthy()
    expect(within(step).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true)
    expect(codeTyped()).toBe(codeFor(email))
  })

  it('says on the code step when the server holds back the address after 10 wrong codes', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    const wrong = codeFor(email) === '000000' ? '111111' : '000000'
    for (let guess = 0; guess < 10; guess += 1) await createClient().signup.verifyCode({ body: { email, code: wrong } })
    await enterCode(user, codeFor(email))

    const step = dialogNamed('Check your e-mail')
    expect(await within(step).findByText(/^Too many attempts\. Please wait 15 minutes and try again\.$/)).toBeTruthy()
    expect(within(step).getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', true)
  })

  it('says on the admin step how long to wait after a 429, keeping the name and password', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await user.type(await screen.findByLabelText('Full name'), 'Andrea Dizon')
    await user.type(screen.getByLabelText('Password'), 'kalamansi juice on a rainy day')
    control.failNext('429')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const step = dialogNamed('Create your admin account')
    expect(await within(step).findByText(injectedWait)).toBeTruthy()
    expect(within(step).getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true)
    expect(within(step).getByLabelText<HTMLInputElement>('Full name').value).toBe('Andrea Dizon')
    expect(within(step).getByLabelText<HTMLInputElement>('Password').value).toBe('kalamansi juice on a rainy day')
  })

  it('says on the company step how long to wait after a 429, keeping what was typed and chosen', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await registerAdmin(user)
    await user.type(screen.getByLabelText('Company name'), 'Sari-Sari Supply Co.')
    await user.type(screen.getByLabelText('Company address'), '45 Rizal Avenue, Taytay, Rizal')
    await choose(user, 'Industry', 'retail', 'Retail and E-commerce')
    await choose(user, 'Company size', '11', '11-50')
    control.failNext('429')
    await user.click(screen.getByRole('button', { name: 'Register' }))

    const step = dialogNamed('Tell us about your company')
    expect(await within(step).findByText(injectedWait)).toBeTruthy()
    expect(within(step).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    expect(within(step).getByLabelText<HTMLInputElement>('Company name').value).toBe('Sari-Sari Supply Co.')
    expect(within(step).getByLabelText<HTMLInputElement>('Company address').value).toBe(
      '45 Rizal Avenue, Taytay, Rizal',
    )
    expect(within(step).getByRole('combobox', { name: 'Industry' }).textContent).toContain('Retail and E-commerce')
    expect(within(step).getByRole('combobox', { name: 'Company size' }).textContent).toContain('11-50')
  })

  it('toasts the server message of a failure that belongs to no field, keeping what was typed', async () => {
    const { user } = renderSignUp()
    await requestCode(user, email)
    await enterCode(user, codeFor(email))
    await screen.findByLabelText('Full name')
    control.failNext('500')

    await user.type(screen.getByLabelText('Full name'), 'Andrea Dizon')
    await user.type(screen.getByLabelText('Password'), 'kalamansi juice on a rainy day')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    // The mock's 500 says 'Server Error': the toast shows the server's words (docs/product/errors.md#messages).
    expect(await screen.findByText('Server Error')).toBeTruthy()
    expect(dialogNamed('Create your admin account')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('kalamansi juice on a rainy day')
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false)
  })
})
