import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Profile } from '@contract/profile'
import { server } from '@mocks/node'
import { disguisedFile, pngFile } from '@mocks/test/files'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import type { PersonaKey } from '@mocks/seed/personas'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// jsdom has its own File, Blob and FormData, while the mock reads an upload with Node's Request, whose
// files are Node's: the contract's `z.instanceof(File)` would refuse every upload on one side or the
// other. Node's three stand in for jsdom's before any module (the contract included) is loaded.
await vi.hoisted(async () => {
  const { File, Blob } = await import('node:buffer')
  const decoded = await new Request('http://upload.test', { method: 'POST', body: new URLSearchParams() }).formData()
  Object.assign(globalThis, { File, Blob, FormData: decoded.constructor })
})

runMockServerAroundEachTest()

startEachTestSignedOut()

/** Signs a persona in through the mock's real endpoints; answers their profile as the server has it. */
async function signedInAs(persona: PersonaKey): Promise<Profile> {
  const session = await signIn(persona)
  const answer = await session.client.profile.get()
  if (answer.status !== 200) throw new Error(`GET /profile answered ${answer.status}`)
  return answer.body.data
}

// A journey of several uploads, each answered by the mock, on two busy cores.
const JOURNEY = { timeout: 30_000 }

const region = (name: string) => screen.getByRole('region', { name })

/** jsdom makes no object URLs: previews get a stand-in address. */
function stubObjectUrls() {
  const { createObjectURL, revokeObjectURL } = URL
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = () => {}
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })
}

describe('My Profile', () => {
  it('shows each part of the record, with government, bank and mobile numbers masked to their last 4 digits', async () => {
    const profile = await signedInAs('regular')
    renderApp('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('My Profile | Empleo-Employee'))

    const identity = await screen.findByRole('region', { name: 'Photo and name' })
    expect(within(identity).getByText('Maria Santos')).toBeTruthy()
    expect(within(identity).getByText('Senior Software Engineer · Engineering')).toBeTruthy()
    const personal = region('Personal details')
    expect(within(personal).getByText(profile.personal_info?.first_name ?? '?')).toBeTruthy()
    expect(within(personal).getByText(/contact HR to change them/)).toBeTruthy()
    expect(within(region('Employment')).getByText('Regular')).toBeTruthy()
    expect(within(region('Emergency contacts')).getByText(profile.emergency_contacts[0]?.name ?? '?')).toBeTruthy()

    const ids = profile.social_benefits
    if (!ids) throw new Error('the regular persona has government IDs')
    const page = document.body.textContent ?? ''
    for (const number of [
      ids.tin,
      ids.sss,
      ids.philhealth,
      ids.pagibig,
      ...profile.bank_accounts.map((a) => a.account_no),
      profile.personal_info?.contact_no.slice(3, 9) ?? '?',
      ...profile.emergency_contacts.map((contact) => contact.contact_no.slice(3, 9)),
    ])
      expect(page).not.toContain(number)

    const governmentIds = region('Government IDs')
    expect(within(governmentIds).getByText(`SSS number ending in ${ids.sss.slice(-4)}`)).toBeTruthy()
    expect(within(governmentIds).getByText(`••-••••${ids.sss.slice(-4, -1)}-${ids.sss.slice(-1)}`)).toBeTruthy()
    expect(within(governmentIds).getByText(`••••-••••-${ids.pagibig.slice(-4)}`)).toBeTruthy()

    const mobile = profile.personal_info?.contact_no ?? '?'
    expect(within(personal).getByText(`mobile number ending in ${mobile.slice(-4)}`)).toBeTruthy()
    expect(within(personal).getByText(`+63 ••• ••• ${mobile.slice(-4)}`)).toBeTruthy()

    const banks = region('Bank accounts')
    const primary = profile.bank_accounts.find((account) => account.is_primary)
    expect(within(banks).getByText(`•••• ${primary?.account_no.slice(-4)}`)).toBeTruthy()
    expect(within(banks).getByText('Primary')).toBeTruthy()
  })

  it('says what is missing, rather than failing, for someone with no employee records', async () => {
    const profile = await signedInAs('regular')
    server.use(
      http.get('*/api/v1/employee/profile', () =>
        HttpResponse.json({
          message: 'Your profile.',
          data: {
            user: { ...profile.user, employment_type: null, employee_avatar: null },
            employment: null,
            personal_info: null,
            emergency_contacts: [],
            bank_accounts: [],
            social_benefits: null,
          } satisfies Profile,
          errors: null,
        }),
      ),
    )
    renderApp('/profile')
    expect(await screen.findByText(/No employment record/)).toBeTruthy()
    expect(within(region('Personal details')).getByText(/No personal details on file yet/)).toBeTruthy()
    expect(within(region('Emergency contacts')).getByText(/No emergency contact on file/)).toBeTruthy()
    expect(within(region('Bank accounts')).getByText(/No bank account on file/)).toBeTruthy()
    expect(within(region('Government IDs')).getByText(/No government ID numbers on file yet/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeTruthy()
  })

  it('says the profile could not be read, and Retry reads it', async () => {
    await signedInAs('regular')
    server.use(
      http.get(
        '*/api/v1/employee/profile',
        () => HttpResponse.json({ message: 'The records service is down.', data: null, errors: null }, { status: 503 }),
        { once: true },
      ),
    )
    renderApp('/profile')
    const title = await screen.findByRole('heading', { name: 'We could not load your profile' })
    expect(title.closest('[role=alert]')?.textContent).toContain('The records service is down.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Personal details' })).toBeTruthy()
  })
})

describe('the profile photo', () => {
  it(
    'refuses a file that is too big or not an image before sending, previews a good one, and saves it',
    JOURNEY,
    async () => {
      stubObjectUrls()
      const user = userEvent.setup({ applyAccept: false })
      await signedInAs('regular')
      renderApp('/profile')
      const input = await screen.findByLabelText('Profile photo file')

      await user.upload(input, pngFile('huge.png', 2 * 1024 * 1024 + 1))
      expect(await screen.findByText('The avatar must not be greater than 2 MB.')).toBeTruthy()
      expect(screen.queryByRole('img', { name: 'Preview of your new avatar' })).toBeNull()
      // The refusal is read out with the button that chooses another file, which has the focus.
      const change = screen.getByRole('button', { name: /photo$/ })
      expect(change.getAttribute('aria-describedby')).toMatch(/\S+ \S+/)
      await waitFor(() => expect(document.activeElement).toBe(change))

      await user.upload(input, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }))
      expect(await screen.findByText('The avatar must be a PNG or JPEG image.')).toBeTruthy()

      await user.upload(input, pngFile('me.png'))
      expect(await screen.findByRole('img', { name: 'Preview of your new avatar' })).toBeTruthy()
      expect(screen.queryByText(/The avatar must/)).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(screen.queryByRole('img', { name: 'Preview of your new avatar' })).toBeNull()
      expect(sessionStore.getState().user?.employee_avatar).toBeNull()

      await user.upload(input, pngFile('me.png'))
      await user.click(await screen.findByRole('button', { name: 'Save photo' }))
      expect(await screen.findByText('Your profile photo was updated.')).toBeTruthy()
      await waitFor(() => expect(sessionStore.getState().user?.employee_avatar).toMatch(/^http/))
      expect(screen.queryByRole('img', { name: 'Preview of your new avatar' })).toBeNull()
      expect(await screen.findByRole('button', { name: 'Change photo' })).toBeTruthy()
    },
  )

  it("shows the server's refusal of a file whose content is not the image it claims to be", JOURNEY, async () => {
    stubObjectUrls()
    await signedInAs('regular')
    renderApp('/profile')
    await userEvent.upload(await screen.findByLabelText('Profile photo file'), disguisedFile('me.png', 'image/png'))
    await userEvent.click(await screen.findByRole('button', { name: 'Save photo' }))
    expect(await screen.findByText('The file must be one of: PNG, JPG. Its content does not match.')).toBeTruthy()
    expect(sessionStore.getState().user?.employee_avatar).toBeNull()
  })

  it('says how long to wait after a 429, with Save photo held back and the preview kept', JOURNEY, async () => {
    stubObjectUrls()
    await signedInAs('regular')
    renderApp('/profile')
    await userEvent.upload(await screen.findByLabelText('Profile photo file'), pngFile('me.png'))
    // This call only: the page's other calls (a poll) may go first.
    server.use(
      http.post(
        '*/api/v1/employee/profile/avatar',
        () =>
          HttpResponse.json(
            { message: 'Too many requests. Please try again in 30 seconds.', data: { retry_after: 30 }, errors: null },
            { status: 429 },
          ),
        { once: true },
      ),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Save photo' }))
    // On a busy machine a second or two may pass before the wait shows.
    expect(await screen.findByText(/^Too many attempts\. Please wait (2\d|30) seconds and try again\.$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save photo' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('img', { name: 'Preview of your new avatar' })).toBeTruthy()
  })
})
