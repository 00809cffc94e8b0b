import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { createClient } from '@mocks/test/client'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// Sessions and devices (docs/product/privacy.md#sessions-and-devices), against the real mock.

runMockServerAroundEachTest()

signInEachTest('regular')

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SESSIONS_URL = '*/api/v1/employee/sessions'

/** Maria signs in on another browser too; answers that browser's client. */
async function signInElsewhere(userAgent: string) {
  const login = await createClient().auth.login({
    body: { email: personas.regular.email, password: DEMO_PASSWORD },
    extraHeaders: { 'user-agent': userAgent },
  })
  if (login.status !== 200 || !('token' in login.body.data)) throw new Error(`login answered ${login.status}`)
  return createClient(login.body.data.token)
}

async function openSessions() {
  const view = await renderPage('/privacy/sessions', 'Sessions and devices')
  const list = await screen.findByRole('list', { name: 'Signed in' }, { timeout: 5_000 })
  return { view, list }
}

const deviceNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('/privacy/sessions', () => {
  it('shows this device first and marked, and signs out another after a confirmation', async () => {
    const phone = await signInElsewhere(CHROME_ON_ANDROID)
    const user = userEvent.setup()
    const { list } = await openSessions()
    expect(deviceNames(list)).toEqual(['an unknown browser', 'Chrome on Android'])
    const [here, there] = within(list).getAllByRole('listitem')
    expect(within(here!).getByText('This device')).toBeTruthy()
    expect(within(here!).queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(within(there!).queryByText('This device')).toBeNull()

    await user.click(within(there!).getByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Chrome on Android?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))

    expect(await screen.findByText('The session was signed out.')).toBeTruthy()
    await waitFor(() =>
      expect(deviceNames(screen.getByRole('list', { name: 'Signed in' }))).toEqual(['an unknown browser']),
    )
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy()
    expect(await phone.auth.me()).toMatchObject({
      status: 401,
      body: { message: 'You were signed out from another device. Please log in again.' },
    })
  })

  it('signs out all other sessions after a confirmation, and Cancel leaves them', async () => {
    const phone = await signInElsewhere(CHROME_ON_ANDROID)
    const laptop = await signInElsewhere(FIREFOX_ON_WINDOWS)
    const user = userEvent.setup()
    const { list } = await openSessions()
    expect(deviceNames(list)).toEqual(['an unknown browser', 'Firefox on Windows', 'Chrome on Android'])

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    expect((await laptop.auth.me()).status).toBe(200)

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all others' }))

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy()
    await waitFor(() =>
      expect(deviceNames(screen.getByRole('list', { name: 'Signed in' }))).toEqual(['an unknown browser']),
    )
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull()
    for (const other of [phone, laptop]) expect((await other.auth.me()).status).toBe(401)
  })

  it('says when this device is the only one, with nothing to sign out', async () => {
    const { list } = await openSessions()
    expect(deviceNames(list)).toEqual(['an unknown browser'])
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Sign out/ })).toBeNull()
  })

  it('shows placeholders while loading, then the list', async () => {
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(SESSIONS_URL, async () => {
        await held
        return undefined
      }),
    )
    await renderPage('/privacy/sessions', 'Sessions and devices')
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(screen.getByText('Loading your sessions…')).toBeTruthy()
    answer()
    expect(deviceNames(await screen.findByRole('list', { name: 'Signed in' }, { timeout: 5_000 }))).toEqual([
      'an unknown browser',
    ])
    expect(screen.queryByText('Loading your sessions…')).toBeNull()
  })

  it('says in place when the list cannot be loaded, and Retry loads it', async () => {
    server.use(
      http.get(SESSIONS_URL, () =>
        HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 }),
      ),
    )
    const user = userEvent.setup()
    await renderPage('/privacy/sessions', 'Sessions and devices')
    const heading = await screen.findByRole(
      'heading',
      { name: 'Your sessions could not be loaded' },
      { timeout: 5_000 },
    )
    const alert = heading.closest<HTMLElement>('[role="alert"]')!
    expect(within(alert).getByText('Server Error')).toBeTruthy()

    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(deviceNames(await screen.findByRole('list', { name: 'Signed in' }, { timeout: 5_000 }))).toEqual([
      'an unknown browser',
    ])
  })
})

describe('/privacy', () => {
  it('lists the sections of the privacy centre, each a link to its page', async () => {
    const user = userEvent.setup()
    const { router } = await renderPage('/privacy', 'Privacy')
    const sections = screen.getByRole('navigation', { name: 'Privacy sections' })
    const links = within(sections).getAllByRole('link')
    expect(links.map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual([
      ['What the company holds', '/privacy/data'],
      ['Sessions and devices', '/privacy/sessions'],
      ['Who saw my data', '/privacy/activity'],
      ['Download my data', '/privacy/download'],
      ['Corrections', '/privacy/corrections'],
      ['Privacy notice', '/privacy/notice'],
      ['Your choices', '/privacy/choices'],
    ])
    await user.click(links[1]!)
    await screen.findByRole('heading', { level: 1, name: 'Sessions and devices' }, { timeout: 15_000 })
    expect(router.state.location.pathname).toBe('/privacy/sessions')
    await user.click(screen.getByRole('link', { name: '← Privacy' }))
    await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  })
})
