import type { Session, User } from '@contract/user'
import * as clock from '@mocks/clock'
import { control } from '@mocks/node'
import { DEMO_PASSWORD, demoCompanies, personas } from '@mocks/seed/personas'
import { createClient } from '@mocks/test/client'
import { loginAs } from '@mocks/test/login-as'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api'
import { DemoPanel } from './demo-panel'
import type { DemoSession } from './demo-session'
import { mockControls } from './mock-controls'

// The panel against the real mock: its control routes over fetch, and the API for sign-ins.
runMockServerAroundEachTest()

function fakeSession(user: User | null = null) {
  const session = {
    currentUser: () => user,
    subscribe: () => () => {},
    signIn: vi.fn<(session: Session) => void>(),
    signOut: vi.fn<() => void>(),
  } satisfies DemoSession
  return session
}

function renderPanel(session = fakeSession(), reload = vi.fn()) {
  const user = userEvent.setup()
  render(<DemoPanel controls={mockControls} session={session} reload={reload} />)
  return { user, session, reload }
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  if (!screen.queryByRole('dialog', { name: 'Demo panel' }))
    await user.click(screen.getByRole('button', { name: 'Demo panel' }))
  await user.click(screen.getByRole('tab', { name }))
}

const signedInUser = async (key: keyof typeof personas) => {
  const login = await createClient().auth.login({ body: { email: personas[key].email, password: DEMO_PASSWORD } })
  if (login.status !== 200 || !('token' in login.body.data)) throw new Error(`login of ${key} failed`)
  return login.body.data.user
}

describe('the demo panel', () => {
  it('opens from its corner button and closes with Escape, giving focus back to the button', async () => {
    const { user } = renderPanel()
    const trigger = screen.getByRole('button', { name: 'Demo panel' })
    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Demo panel' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inbox',
      'Scenarios',
      'Approvals',
      'Server events',
      'Clock',
    ])

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('shows the code of a forgot-password e-mail, newest first, and picks up new ones while open', async () => {
    await api.auth.forgotPassword({ body: { email: personas.regular.email } })
    const first = control.latestEmail(personas.regular.email)?.code ?? ''
    const { user } = renderPanel()
    await openTab(user, 'Inbox')

    expect(await screen.findByText(first)).toBeTruthy()
    expect(screen.getByText(`To ${personas.regular.email}`)).toBeTruthy()
    expect(screen.getByText('Your Empleo password reset code')).toBeTruthy()

    await api.auth.forgotPassword({ body: { email: personas.probationary.email } })
    const second = control.latestEmail(personas.probationary.email)?.code ?? ''
    expect(await screen.findByText(second, undefined, { timeout: 4_000 })).toBeTruthy()
    const items = within(screen.getByRole('list', { name: 'E-mails, newest first' })).getAllByRole('listitem')
    expect(items[0]?.textContent).toContain(personas.probationary.email)

    await user.click(screen.getByRole('button', { name: `Copy ${second}` }))
    expect(await navigator.clipboard.readText()).toBe(second)
    expect(screen.getByRole('button', { name: `Copied ${second}` })).toBeTruthy()
  })

  it("signs in as a plain persona through the API: the app's signIn gets a session the server accepts", async () => {
    const { user, session } = renderPanel()
    await openTab(user, 'Scenarios')
    await user.click(await screen.findByRole('button', { name: `Sign in as ${personas.regular.full_name}` }))

    expect(await screen.findByText(`Signed in as ${personas.regular.full_name}.`)).toBeTruthy()
    expect(session.signOut).toHaveBeenCalledBefore(session.signIn)
    const started = session.signIn.mock.calls[0]?.[0]
    expect(started).toMatchObject({ userType: 'employee', user: { email: personas.regular.email } })
    expect(await createClient(started?.token).auth.me()).toMatchObject({
      status: 200,
      body: { data: { user: { email: personas.regular.email } } },
    })
  })

  it('signs in as the two-factor persona with the code its authenticator shows now', async () => {
    const { user, session } = renderPanel()
    await openTab(user, 'Scenarios')
    await user.click(await screen.findByRole('button', { name: `Sign in as ${personas.twoFactor.full_name}` }))

    expect(await screen.findByText(`Signed in as ${personas.twoFactor.full_name}.`)).toBeTruthy()
    const started = session.signIn.mock.calls[0]?.[0]
    expect(started).toMatchObject({ user: { email: personas.twoFactor.email, is_2fa_enabled: true } })
    expect((await createClient(started?.token).auth.me()).status).toBe(200)
  })

  it("shows the server's refusal for the company awaiting activation, and signs its owner in once activated", async () => {
    const { user, session } = renderPanel()
    await openTab(user, 'Scenarios')
    const signInOwner = await screen.findByRole('button', { name: `Sign in as ${personas.pendingOwner.full_name}` })
    await user.click(signInOwner)
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /cannot sign in: Your company account is awaiting activation/,
    )
    expect(session.signIn).not.toHaveBeenCalled()

    await openTab(user, 'Server events')
    await user.click(await screen.findByRole('button', { name: `Activate ${demoCompanies.sampaguita.name}` }))
    expect(
      await screen.findByText(`${demoCompanies.sampaguita.name} is active: its administrators can sign in now.`),
    ).toBeTruthy()
    expect(await screen.findByText('None. A company signed up during the demo shows here.')).toBeTruthy()

    await openTab(user, 'Scenarios')
    await user.click(await screen.findByRole('button', { name: `Sign in as ${personas.pendingOwner.full_name}` }))
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith(expect.objectContaining({ userType: 'admin' })))
  })

  it('expires the signed-in person’s token and deactivates them', async () => {
    const { user } = renderPanel(fakeSession(await signedInUser('probationary')))
    await openTab(user, 'Server events')
    expect(screen.getByRole('heading', { name: `Signed in as ${personas.probationary.full_name}` })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Expire my token' }))
    expect(await screen.findByText(/The access token expired/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Deactivate me' }))
    expect(await screen.findByText(/is deactivated and every session ended/)).toBeTruthy()
    const login = await createClient().auth.login({
      body: { email: personas.probationary.email, password: DEMO_PASSWORD },
    })
    expect(login).toMatchObject({ status: 422, body: { errors: { email: [expect.stringMatching(/deactivated/)] } } })
  })

  it('HR opens the signed-in person’s latest payslip and an attachment: each a read in their access log', async () => {
    const { user } = renderPanel(fakeSession(await signedInUser('regular')))
    await openTab(user, 'Server events')
    const reads = within(screen.getByRole('region', { name: 'HR' }))
    const maria = (await loginAs('regular')).client

    await user.click(reads.getByRole('button', { name: 'HR opens the latest payslip' }))
    expect(
      await screen.findByText(
        /^Carmela Aquino of HR opened the payslip for \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\. It is in "Who saw my data" and "What the company holds"\.$/,
      ),
    ).toBeTruthy()
    const pay = await maria.accessLog.list({ query: { filter: { category: 'pay', actor_role: 'hr' } } })
    expect(pay.status === 200 && pay.body.data[0]).toMatchObject({
      actor: { name: 'Carmela Aquino', role: 'hr' },
      action: 'read',
      purpose: 'To check your pay for the cut-off.',
    })

    await user.click(reads.getByRole('button', { name: 'HR opens an attachment' }))
    expect(await screen.findByText(/^Carmela Aquino of HR opened the document of \w+ request #\d+\./)).toBeTruthy()
    const files = await maria.accessLog.list({ query: { filter: { category: 'files' } } })
    expect(files.status === 200 && files.body.data[0]).toMatchObject({
      actor: { name: 'Carmela Aquino', role: 'hr' },
      action: 'read',
      record: expect.stringMatching(/^an attachment of \w+ request #\d+$/),
    })
  })

  it('publishes the signed-in person’s next payslip, and records their last day, after which payroll stops', async () => {
    const { user } = renderPanel(fakeSession(await signedInUser('regular')))
    await openTab(user, 'Server events')
    const payroll = within(screen.getByRole('region', { name: 'Payroll' }))

    await user.click(payroll.getByRole('button', { name: 'Publish my next payslip' }))
    expect(await screen.findByText(/^Payslip for .+ published, paid on .+\. Maria Santos is notified\.$/)).toBeTruthy()

    await user.click(payroll.getByRole('button', { name: 'Leave today' }))
    expect(await screen.findByText(/^Last day recorded: /)).toBeTruthy()
    // The cut-off just published ends after today, so the next one starts after her last day.
    await user.click(payroll.getByRole('button', { name: 'Publish my next payslip' }))
    expect(
      await screen.findByText(/^Maria Santos left on \d{4}-\d{2}-\d{2}: their last payslip is published\.$/),
    ).toBeTruthy()

    // Her BIR Form 2316 for this year now comes after her last payday, not by 31 January.
    const { client } = await loginAs('regular')
    const certificates = await client.payslip.taxCertificates()
    const year = Number(clock.manilaDate().slice(0, 4))
    expect(certificates.status === 200 && certificates.body.data.upcoming).toMatchObject({ year })
    const upcoming = certificates.status === 200 ? certificates.body.data.upcoming : null
    expect(upcoming?.available_by.localeCompare(`${year + 1}-01-31`)).toBe(-1)
  })

  it('takes the API offline and back with its switch, keeping its own controls working, and loses the next answer', async () => {
    const { user } = renderPanel()
    await openTab(user, 'Server events')
    const network = within(screen.getByRole('region', { name: 'Network' }))
    const offline = network.getByRole('switch', { name: 'Go offline' })
    await waitFor(() => expect((offline as HTMLButtonElement).disabled).toBe(false))
    expect(offline.getAttribute('aria-checked')).toBe('false')

    await user.click(offline)
    expect(
      await network.findByText(
        'Offline: every call to the server fails as on a dropped line, until you switch it back.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(offline.getAttribute('aria-checked')).toBe('true'))
    await expect(createClient().auth.me()).rejects.toThrow()
    expect((network.getByRole('button', { name: 'Lose the next answer' }) as HTMLButtonElement).disabled).toBe(true)

    // The panel's own calls are never cut: it switches the line back.
    await user.click(offline)
    expect(await network.findByText('Back online: calls reach the server again.')).toBeTruthy()
    await waitFor(() => expect(offline.getAttribute('aria-checked')).toBe('false'))
    expect((await createClient().auth.me()).status).toBe(401)

    await user.click(network.getByRole('button', { name: 'Lose the next answer' }))
    expect(await network.findByText('The answer to the next change will be lost.')).toBeTruthy()
    expect(control.network()).toEqual({ offline: false, next_failure: 'answer-lost' })
  })

  it("publishes a new privacy notice as HR, and shows HR's mood figure of those who share it", async () => {
    const maria = await loginAs('regular')
    await maria.client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    await maria.client.mood.submit({ body: { mood: 'good' } })
    // Two answers at least, whatever the day of the week: the figure reads "answers".
    const jose = await loginAs('probationary')
    await jose.client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    await jose.client.mood.submit({ body: { mood: 'okay' } })
    const expected = control.teamMood(personas.regular.email)
    const { user } = renderPanel(fakeSession(await signedInUser('regular')))
    await openTab(user, 'Server events')
    const hr = within(screen.getByRole('region', { name: 'HR' }))
    expect(
      await hr.findByText(`Team mood this week: ${expected.answers} answers, average ${expected.average} of 5.`),
    ).toBeTruthy()

    await user.click(hr.getByRole('button', { name: 'Publish a new privacy notice' }))
    expect(await screen.findByText(/^Privacy notice version 2 published\./)).toBeTruthy()
    expect((await maria.client.auth.me()).body).toMatchObject({ data: { user: { is_privacy_notice_pending: true } } })
  })

  it('moves the mock clock forward and back to real time, showing how far it is', async () => {
    const { user } = renderPanel()
    await openTab(user, 'Clock')
    expect(await screen.findByText('real time')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '+1 h' }))
    expect(await screen.findByText('+1 h from real time')).toBeTruthy()
    expect(clock.getOffset()).toBeGreaterThanOrEqual(3_600_000)
    await user.click(screen.getByRole('button', { name: '+1 day' }))
    expect(await screen.findByText('+1 d 1 h from real time')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Back to real time' }))
    expect(await screen.findByText('real time')).toBeTruthy()
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1_000)
  })

  it('resets the demo data only after a confirmation, then signs out and reloads', async () => {
    control.deactivateUser(personas.regular.email)
    const { user, session, reload } = renderPanel()
    await user.click(screen.getByRole('button', { name: 'Demo panel' }))

    await user.click(screen.getByRole('button', { name: 'Reset demo data…' }))
    expect(screen.getByRole('group', { name: /Reset the demo data\?/ })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset and reload' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(reload).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset demo data…' }))

    await user.click(screen.getByRole('button', { name: 'Reset demo data…' }))
    await user.click(screen.getByRole('button', { name: 'Reset and reload' }))
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
    expect(session.signOut).toHaveBeenCalled()
    const login = await createClient().auth.login({ body: { email: personas.regular.email, password: DEMO_PASSWORD } })
    expect(login.status).toBe(200)
  })
})
