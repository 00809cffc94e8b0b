import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { renderApp } from '@/app/testing/render-app'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// The onboarding steps after the one a visit opens at are lazy parts (features/onboarding/components/
// later-steps.ts). Here their code is held back until the test lets it through, so Next on the first
// step lands before the next step's code has arrived, as on a slow phone: the step must come on screen
// at once, its heading taking focus, and its form must fill it and work once its code comes. (A visit
// that opens at a later step waits for its code, whole: onboarding.test.tsx reads such a step at once.)

// vi.mock is hoisted above the imports: what its factory uses must be too.
const held = vi.hoisted(() => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, released }
})
vi.mock('@/features/onboarding/components/emergency-contacts-step', async (importOriginal) => {
  await held.released
  return importOriginal()
})

runMockServerAroundEachTest()

startEachTestSignedOut()

const JOURNEY = { timeout: 30_000 }

describe('the onboarding steps after the first, before their code has arrived', () => {
  it('shows the next step at once after Next, whose form works once its code comes', JOURNEY, async () => {
    const user = userEvent.setup()
    const { client } = await signIn('onboarding')
    // This visit opens at the first step, with what was saved in it.
    const saved = (await client.onboarding.get()).body
    server.use(
      http.get(
        `${window.location.origin}/api/v1/employee/onboarding`,
        () => HttpResponse.json({ ...saved, data: { ...saved.data, completed_steps: [] } }),
        { once: true },
      ),
    )
    renderApp('/onboard')
    const personal = within(await screen.findByRole('region', { name: 'Personal information' }, { timeout: 15_000 }))
    await user.click(personal.getByRole('button', { name: 'Next' }))

    const heading = await screen.findByRole('heading', { level: 2, name: 'Emergency contacts' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const contacts = within(screen.getByRole('region', { name: 'Emergency contacts' }))
    expect(contacts.getByText('Loading this step…')).toBeTruthy()
    expect(contacts.queryByRole('group', { name: 'Contact 1' })).toBeNull()

    await act(async () => held.release())
    const contact = within(await contacts.findByRole('group', { name: 'Contact 1' }))
    expect(document.activeElement).toBe(heading)
    await user.type(contact.getByLabelText('Name', { selector: 'input' }), 'Rosario Mendoza')
    await user.type(contact.getByLabelText('Relationship', { selector: 'input' }), 'Mother')
    await user.type(contact.getByLabelText('Contact number', { selector: 'input' }), '9171234567')
    await user.click(contacts.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Bank information' })),
    )
    expect(
      within(screen.getByRole('region', { name: 'Bank information' })).getByLabelText('Account name', {
        selector: 'input',
      }),
    ).toHaveProperty('value', 'Kristine Mendoza')
  })
})
