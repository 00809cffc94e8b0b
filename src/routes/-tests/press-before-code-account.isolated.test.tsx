import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { pngFile } from '@mocks/test/files'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderApp } from '@/app/testing/render-app'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// A part of a page that shows after a press loads after the page (src/lib/lazy-part.ts). Here its
// code is held back until the test lets it through, so every press below lands before it has
// arrived, as on a slow phone: the press must open the part's placeholder at once, and the part
// must take its place and work once its code comes. Nothing a person pressed is lost.

// jsdom's File is not the one Node's Request reads an upload with (see profile.isolated.test.tsx).
await vi.hoisted(async () => {
  const { File, Blob } = await import('node:buffer')
  const decoded = await new Request('http://upload.test', { method: 'POST', body: new URLSearchParams() }).formData()
  Object.assign(globalThis, { File, Blob, FormData: decoded.constructor })
})

// vi.mock is hoisted above the imports: what its factories use must be too.
const held = vi.hoisted(() => {
  const gate = (): { release: () => void; released: Promise<void> } => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    return { release, released }
  }
  return { drawer: gate(), avatarUpload: gate(), proofDialog: gate(), setup: gate() }
})
vi.mock('@/features/shell/nav-drawer-dialog', async (importOriginal) => {
  await held.drawer.released
  return importOriginal()
})
vi.mock('@/features/profile/components/avatar-upload', async (importOriginal) => {
  await held.avatarUpload.released
  return importOriginal()
})

vi.mock('@/features/account-settings/components/two-factor-proof-dialog', async (importOriginal) => {
  await held.proofDialog.released
  return importOriginal()
})
vi.mock('@/features/account-settings/components/two-factor-setup', async (importOriginal) => {
  await held.setup.released
  return importOriginal()
})

runMockServerAroundEachTest()

startEachTestSignedOut()

// Each journey signs in through the mock and waits for held code, on two busy cores.
const JOURNEY = { timeout: 30_000 }

describe('a press before the code of what it opens has arrived', () => {
  it("opens the phone's menu drawer at once, which works once its code comes", JOURNEY, async () => {
    const user = userEvent.setup()
    await signIn('regular')
    renderApp('/profile')
    await user.click(await screen.findByRole('button', { name: 'Open menu' }))

    const placeholder = screen.getByRole('dialog', { name: 'Menu', busy: true })
    expect(within(placeholder).queryByRole('link')).toBeNull()

    await act(async () => held.drawer.release())
    const drawer = await screen.findByRole('dialog', { name: 'Menu', busy: false })
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    await user.click(within(drawer).getByRole('link', { name: 'Dashboard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('checks and previews a chosen profile photo once the code comes, and saves it', JOURNEY, async () => {
    URL.createObjectURL = () => 'blob:preview'
    URL.revokeObjectURL = () => {}
    const user = userEvent.setup({ applyAccept: false })
    await signIn('regular')
    renderApp('/profile')
    await user.upload(await screen.findByLabelText('Profile photo file'), pngFile('me.png'))

    // Among the page's live regions (the bell's, once the page is idle, may be there already).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Checking your photo…')
    await act(async () => held.avatarUpload.release())
    expect(await screen.findByRole('img', { name: 'Preview of your new avatar' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save photo' }))
    expect(await screen.findByText('Your profile photo was updated.')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Change photo' })).toBeTruthy()
  })

  it(
    'opens a two-factor step-up dialog at once under its title, whose form works once its code comes',
    JOURNEY,
    async () => {
      const user = userEvent.setup()
      await signIn('twoFactor')
      renderApp('/settings')
      const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
      await user.click(within(section).getByRole('button', { name: 'Turn off' }))

      const placeholder = screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' })
      expect(placeholder.getAttribute('aria-busy')).toBe('true')
      expect(within(placeholder).queryByRole('button')).toBeNull()

      await act(async () => held.proofDialog.release())
      const turnOff = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?', busy: false })
      await user.click(within(turnOff).getByRole('button', { name: 'Use your password instead' }))
      await user.type(within(turnOff).getByLabelText('Your password', { selector: 'input' }), DEMO_PASSWORD)
      await user.click(within(turnOff).getByRole('button', { name: 'Turn off' }))
      expect(await screen.findByText('Two-factor authentication is now off.')).toBeTruthy()
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    },
  )

  it('shows the two-factor setup once its code comes after Set up was pressed', JOURNEY, async () => {
    const user = userEvent.setup()
    await signIn('regular')
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    await user.click(within(section).getByRole('button', { name: 'Set up' }))

    expect(await within(section).findByText('Loading the setup…')).toBeTruthy()
    await act(async () => held.setup.release())
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeTruthy()
  })
})
