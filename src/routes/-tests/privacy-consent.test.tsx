import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { control } from '@mocks/control-api'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { personas } from '@mocks/seed/personas'
import { userIdOf } from '@mocks/test/seeded'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderApp, renderPage } from '@/app/testing/render-app'
import { startSession } from '@/session/start-session'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// Consent and notices (docs/product/privacy.md#consent-and-notices), against the real mock.

runMockServerAroundEachTest()
startEachTestSignedOut()

const CONSENT_URL = '*/api/v1/employee/privacy/consent'
const serverError = () => HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 })

/** Holds GET /privacy/consent until `answer` is called. */
function holdConsent() {
  let answer = () => {}
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.get(CONSENT_URL, async () => {
      await held
      return undefined
    }),
  )
  return answer
}

describe('the gate of a new privacy notice', () => {
  it('holds the person at the notice from any page until they acknowledge it, then lets them go on', async () => {
    control.publishPrivacyNotice(personas.regular.email)
    await signIn('regular')
    const user = userEvent.setup()
    const { router } = renderApp('/leave')

    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }, { timeout: 15_000 })
    expect(router.state.location.pathname).toBe('/privacy/notice')
    const notice = await screen.findByRole('region', { name: 'New privacy notice' }, { timeout: 5_000 })
    expect(
      within(notice).getByText(
        'Your company published a new privacy notice. You acknowledged version 1; read version 2 below, then acknowledge it to go on.',
      ),
    ).toBeTruthy()

    await user.click(within(notice).getByRole('button', { name: 'I have read the notice' }))
    expect(await screen.findByText('Thank you. You acknowledged the privacy notice.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    await router.navigate({ to: '/leave' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave'))
  })

  it('holds a person signed in before the notice was published, once /auth/me tells of it on the next page load', async () => {
    await signIn('regular')
    control.publishPrivacyNotice(personas.regular.email)
    // As the entry does on a page load: the page shows with the stored user while /auth/me is asked.
    const { router } = renderApp('/leave')
    void startSession()
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }, { timeout: 15_000 })
    expect(router.state.location.pathname).toBe('/privacy/notice')
  })
})

describe('/privacy/notice', () => {
  it('says which version the person acknowledged, and asks nothing more of them', async () => {
    await signIn('regular')
    await renderPage('/privacy/notice', 'Privacy notice')
    expect(await screen.findByText(/^You acknowledged version 1 on /, {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: /^Version 1, published / })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'I have read the notice' })).toBeNull()
  })

  it('shows placeholders while loading, then the notice', async () => {
    await signIn('regular')
    const answer = holdConsent()
    await renderPage('/privacy/notice', 'Privacy notice')
    expect(await screen.findByText('Loading the privacy notice…')).toBeTruthy()
    answer()
    expect(await screen.findByText(/^You acknowledged version 1 on /, {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByText('Loading the privacy notice…')).toBeNull()
  })

  it('says in place when the notice cannot be loaded, and Retry loads it', async () => {
    await signIn('regular')
    server.use(http.get(CONSENT_URL, serverError))
    const user = userEvent.setup()
    await renderPage('/privacy/notice', 'Privacy notice')
    const heading = await screen.findByRole(
      'heading',
      { name: 'The privacy notice could not be loaded' },
      { timeout: 5_000 },
    )
    server.resetHandlers()
    await user.click(within(heading.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/^You acknowledged version 1 on /, {}, { timeout: 5_000 })).toBeTruthy()
  })
})

describe('/privacy/choices', () => {
  it('turns mood sharing on at once with its switch; both start off', async () => {
    await signIn('regular')
    const user = userEvent.setup()
    await renderPage('/privacy/choices', 'Your choices')
    const mood = await screen.findByRole('switch', { name: 'Share my mood with HR' }, { timeout: 5_000 })
    expect(mood.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('switch', { name: 'Show my photo to colleagues' }).getAttribute('aria-checked')).toBe(
      'false',
    )

    await user.click(mood)
    expect(await screen.findByText('Your choice is saved. It applies from now on.')).toBeTruthy()
    await waitFor(() => expect(mood.getAttribute('aria-checked')).toBe('true'))
    expect(db.privacy_consent.findFirst({ where: { user_id: { equals: userIdOf('regular') } } })).toMatchObject({
      share_mood_with_hr: true,
    })
  })

  it('erases the mood history only after a confirmation; Cancel keeps it', async () => {
    await signIn('regular')
    const user = userEvent.setup()
    const moodsOfMaria = () => db.mood_entry.getAll().filter((row) => row.user_id === userIdOf('regular')).length
    await renderPage('/privacy/choices', 'Your choices')

    await user.click(screen.getByRole('button', { name: 'Erase my mood history' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Erase your mood history?' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    expect(moodsOfMaria()).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Erase my mood history' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase your mood history?' })
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }))
    expect(await screen.findByText('Your mood history was erased.')).toBeTruthy()
    expect(moodsOfMaria()).toBe(0)
  })

  it('erases the photo after a confirmation: the person shows as initials again', async () => {
    // Her photo, as an upload leaves it (jsdom's files are not the ones the mock reads, so set in place).
    db.user.update({
      where: { id: { equals: userIdOf('regular') } },
      data: { employee_avatar: 'http://localhost/files/maria.png' },
    })
    await signIn('regular')
    const user = userEvent.setup()
    await renderPage('/privacy/choices', 'Your choices')

    await user.click(screen.getByRole('button', { name: 'Erase my photo' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase your profile photo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }))
    expect(await screen.findByText('Your profile photo was erased.')).toBeTruthy()
    expect(await screen.findByText('You have no profile photo.')).toBeTruthy()
    expect(db.user.findFirst({ where: { id: { equals: userIdOf('regular') } } })?.employee_avatar).toBeNull()
  })

  it('says when there is no photo to erase, and what the law keeps instead', async () => {
    await signIn('regular')
    await renderPage('/privacy/choices', 'Your choices')
    expect(screen.getByText('You have no profile photo.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Erase my photo' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Records we must keep' })).toBeTruthy()
    expect(screen.getByText('Payslips and pay records')).toBeTruthy()
  })

  it('shows placeholders while loading, then the switches', async () => {
    await signIn('regular')
    const answer = holdConsent()
    await renderPage('/privacy/choices', 'Your choices')
    expect(await screen.findByText('Loading your choices…')).toBeTruthy()
    answer()
    expect(await screen.findByRole('switch', { name: 'Share my mood with HR' }, { timeout: 5_000 })).toBeTruthy()
  })

  it('says in place when the choices cannot be loaded', async () => {
    await signIn('regular')
    server.use(http.get(CONSENT_URL, serverError))
    await renderPage('/privacy/choices', 'Your choices')
    expect(
      await screen.findByRole('heading', { name: 'Your choices could not be loaded' }, { timeout: 5_000 }),
    ).toBeTruthy()
    // The erasures and the records kept do not wait on the choices.
    expect(screen.getByRole('button', { name: 'Erase my mood history' })).toBeTruthy()
  })
})
