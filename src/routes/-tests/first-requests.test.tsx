import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import type { PersonaKey } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { firstRequests } from '@/app/first-requests'
import { renderApp } from '@/app/testing/render-app'
import { env } from '@/config/env'
import { sessionStore } from '@/session/session-store'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// The GETs the landing gate sends for a page before the app's scripts run (src/app/first-requests.ts,
// docs/decisions/0045-first-data-from-the-gate.md) are useful only if the page asks for exactly those
// addresses, with the stored token: here each page opens with the gate's answers waiting, and must take
// every one and ask the server for none of them again.
runMockServerAroundEachTest()
seedOnMonday23November()
startEachTestSignedOut()
afterEach(() => {
  delete window.empleoFirstResponses
})

const pages: { path: string; persona: PersonaKey; heading: string }[] = [
  { path: '/dashboard', persona: 'regular', heading: 'Dashboard' },
  { path: '/profile', persona: 'regular', heading: 'My Profile' },
  { path: '/onboard', persona: 'onboarding', heading: 'Onboarding' },
  { path: '/leave', persona: 'regular', heading: 'Leave Request' },
  { path: '/item', persona: 'regular', heading: 'Expense Request' },
  { path: '/payslip', persona: 'regular', heading: 'Payslip' },
  { path: '/settings', persona: 'regular', heading: 'Account Settings' },
]

describe('the first requests the landing gate sends', { timeout: 20_000 }, () => {
  it('are listed for these pages only', () => {
    expect(Object.keys(firstRequests).sort()).toEqual(pages.map(({ path }) => path).sort())
  })

  it.each(pages)('are each taken by $path, and none is asked again', async ({ path, persona, heading }) => {
    await signIn(persona)
    const token = sessionStore.getState().token ?? ''
    // As the gate sends them (public/landing-gate.js).
    const urls = (firstRequests[path] ?? []).map((api) => new URL(`${env.VITE_API_BASE_URL}${api}`, location.href).href)
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => void asked.push(request.url)
    server.events.on('request:start', record)
    window.empleoFirstResponses = {
      token,
      responses: Object.fromEntries(
        urls.map((url) => [
          url,
          fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } }),
        ]),
      ),
    }

    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy()
    await waitFor(() => expect(window.empleoFirstResponses?.responses).toEqual({}))
    await waitFor(() => expect(document.querySelector('[data-slot="skeleton"]')).toBeNull())
    server.events.removeListener('request:start', record)
    for (const url of urls)
      expect({ url, times: asked.filter((sent) => sent === url).length }).toEqual({ url, times: 1 })
  })
})
