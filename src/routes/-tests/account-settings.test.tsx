import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { PASSWORD_HINT } from '@contract/fields'
import * as mockClock from '@mocks/clock'
import { server } from '@mocks/node'
import { generateTotp } from '@mocks/rules/totp'
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { arrivesAt, codeGroup, errorsUnder, typeCode } from '@/test/screen-queries'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

runMockServerAroundEachTest()

startEachTestSignedOut()

const NEW_PASSWORD = 'Tatlong-Salita-Bago-2026'

// A journey types into a dozen fields and waits on the mock's password hashing, on two busy cores.
const JOURNEY = { timeout: 30_000 }

/** Files the page saves (jsdom can neither make object URLs nor download): their names and contents. */
function captureDownloads() {
  const files: Blob[] = []
  const names: string[] = []
  const { createObjectURL, revokeObjectURL } = URL
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob)
    return 'blob:download'
  }
  URL.revokeObjectURL = () => {}
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    click.mockRestore()
  })
  return { files, names }
}

/** jsdom's Blob has no text(): FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was downloaded'))
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })

/** Replaces what a field holds, pasted in one go (typing key by key costs seconds on busy cores). */
async function replaceText(control: HTMLElement, text: string) {
  await userEvent.clear(control)
  await userEvent.click(control)
  await userEvent.paste(text)
}

async function fillPasswordForm(current: string, next: string, confirmation = next) {
  await replaceText(field('Current password'), current)
  await replaceText(field('New password'), next)
  await replaceText(field('Confirm new password'), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('Account Settings: the password', () => {
  it('walks a person who must change it from the banner to every page opening again', JOURNEY, async () => {
    await signIn('mustChangePassword')
    const { router } = renderApp('/dashboard')
    await arrivesAt(router, '/settings')
    await waitFor(() => expect(document.title).toBe('Account Settings | Empleo-Employee'))
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a new password to continue' })).toBeTruthy()
    expect(screen.getByText(/The other pages open as soon as you have changed it\./)).toBeTruthy()
    // Nothing else competes with the one task.
    expect(screen.queryByRole('region', { name: 'Two-factor authentication' })).toBeNull()
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy()

    // Several rules at once: a numbered list under the field.
    await fillPasswordForm(DEMO_PASSWORD, ' short')
    expect(errorsUnder(field('New password'))).toEqual([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
    expect(within(screen.getByRole('region', { name: 'Password' })).getAllByRole('listitem')).toHaveLength(2)
    // Every rule a password breaks, not only the first: too short and among the most common.
    await fillPasswordForm(DEMO_PASSWORD, 'qwerty')
    expect(errorsUnder(field('New password'))).toEqual([
      'The password field must be at least 8 characters.',
      'This password is too common. Choose one that is harder to guess.',
    ])

    await fillPasswordForm('not-my-password', NEW_PASSWORD)
    await waitFor(() => expect(errorsUnder(field('Current password'))).toEqual(['The current password is incorrect.']))
    expect(sessionStore.getState().user?.is_force_change_password).toBe(true)

    await fillPasswordForm(DEMO_PASSWORD, NEW_PASSWORD)
    expect(await screen.findByText('Your password has been changed. Your other sessions were signed out.')).toBeTruthy()
    expect(sessionStore.getState().user?.is_force_change_password).toBe(false)
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(field(label)).toHaveProperty('value', '')
    expect(screen.queryByRole('heading', { name: 'Choose a new password to continue' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeTruthy()

    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }))
    await arrivesAt(router, '/dashboard')
  })

  it('holds Submit back with a countdown after too many wrong current passwords (429)', async () => {
    const { client } = await signIn('regular')
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await client.profile.changePassword({
        body: { current_password: 'guess', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      })
      expect(answer.status).toBe(422)
    }
    renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' })
    expect(screen.queryByRole('heading', { name: 'Choose a new password to continue' })).toBeNull()

    await fillPasswordForm(DEMO_PASSWORD, NEW_PASSWORD)
    // A 15-minute wait is said in minutes, not as 900 seconds.
    expect(await screen.findByText(/^Too many attempts\. Please wait 15 minutes and try again\.$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true)
    // What was typed is kept for the retry.
    expect(field('New password')).toHaveProperty('value', NEW_PASSWORD)
  })
})

describe('Account Settings: two-factor authentication', () => {
  it('sets up with a real authenticator code and shows the 10 recovery codes once', JOURNEY, async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()

    await signIn('regular')
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    expect(within(section).getByText('Off')).toBeTruthy()
    await user.click(within(section).getByRole('button', { name: 'Set up' }))

    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy()
    const key = within(section).getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent ?? ''
    const secret = key.replace(/ /g, '')
    expect(secret).toHaveLength(32)
    await user.click(within(section).getByRole('button', { name: 'Copy key' }))
    expect(await navigator.clipboard.readText()).toBe(secret)

    await typeCode('Code from your authenticator app', generateTotp(secret) === '000000' ? '111111' : '000000')
    await user.click(within(section).getByRole('button', { name: 'Turn on' }))
    await waitFor(() =>
      expect(errorsUnder(codeGroup('Code from your authenticator app'))).toEqual([
        expect.stringMatching(/invalid or has expired/),
      ]),
    )

    await typeCode('Code from your authenticator app', generateTotp(secret))
    await user.click(within(section).getByRole('button', { name: 'Turn on' }))
    const codesList = await within(section).findByRole('list', { name: 'Recovery codes' })
    const codes = within(codesList)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(codes).toHaveLength(10)
    expect(sessionStore.getState().user?.is_2fa_enabled).toBe(true)

    await user.click(within(section).getByRole('button', { name: 'Copy all' }))
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'))
    await user.click(within(section).getByRole('button', { name: 'Download' }))
    expect(downloads.names).toEqual(['empleo-recovery-codes.txt'])
    const file = await textOf(downloads.files[0])
    for (const code of codes) expect(file).toContain(code)

    const done = within(section).getByRole('button', { name: 'Done' })
    expect(done).toHaveProperty('disabled', true)
    await user.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }))
    await user.click(done)

    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    for (const code of codes) expect(screen.queryByText(code)).toBeNull()
    expect(within(section).getByText('On')).toBeTruthy()
    expect(await within(section).findByText('10 of 10 recovery codes left')).toBeTruthy()
  })

  it('makes new recovery codes with a fresh code, then turns off with the password', JOURNEY, async () => {
    await signIn('twoFactor')
    const { router } = renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    expect(await within(section).findByText('10 of 10 recovery codes left')).toBeTruthy()

    await userEvent.click(within(section).getByRole('button', { name: 'Make new recovery codes' }))
    // busy: false, the dialog itself, not the placeholder that holds its place while its code comes.
    const regenerate = await screen.findByRole('dialog', { name: 'Make new recovery codes', busy: false })
    // The login spent this time step's code: an authenticator shows the next one 30 s later.
    act(() => mockClock.advance(30_000))
    await typeCode('Code from your authenticator app', generateTotp(DEMO_TOTP_SECRET))
    await userEvent.click(within(regenerate).getByRole('button', { name: 'Make new codes' }))

    const codesList = await within(section).findByRole('list', { name: 'Recovery codes' })
    const codes = within(codesList)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(codes).toHaveLength(10)
    expect(codes.filter((code) => (DEMO_RECOVERY_CODES as readonly string[]).includes(code))).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()

    // Codes shown once are not lost to a stray click: leaving asks first, and Stay keeps them.
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
    )
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving your recovery codes?' })
    await userEvent.click(within(leave).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/settings')
    expect(
      within(codesList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes)

    await userEvent.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }))
    await userEvent.click(within(section).getByRole('button', { name: 'Done' }))

    await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }))
    const turnOff = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?', busy: false })
    await userEvent.click(within(turnOff).getByRole('button', { name: 'Use your password instead' }))
    const password = within(turnOff).getByLabelText('Your password', { selector: 'input' })
    expect(document.activeElement).toBe(password)
    await userEvent.type(password, 'not-my-password')
    await userEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(errorsUnder(password)).toEqual(['The password is incorrect.']))

    await userEvent.clear(password)
    await userEvent.type(password, DEMO_PASSWORD)
    await userEvent.click(within(turnOff).getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByText('Two-factor authentication is now off.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(section).getByText('Off')).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Set up' })).toBeTruthy()
    expect(sessionStore.getState().user?.is_2fa_enabled).toBe(false)
  })

  it('says when the count of recovery codes cannot be read, and Retry reads it', async () => {
    await signIn('twoFactor')
    server.use(
      http.get(
        '*/api/v1/employee/2fa/recovery-codes',
        () => HttpResponse.json({ message: 'Service unavailable.', data: null, errors: null }, { status: 503 }),
        { once: true },
      ),
    )
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    expect(await within(section).findByText('We could not check your recovery codes.')).toBeTruthy()
    // The rest of the page works without it.
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy()
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
    expect(await within(section).findByText('10 of 10 recovery codes left')).toBeTruthy()
  })
})
