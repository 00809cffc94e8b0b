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
import { watchFirstResponses } from '@/lib/api/first-responses'
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
  { path: '/certificate', persona: 'regular', heading: 'Certificate of Employment' },
]

/** The page's first requests, sent as the gate sends them (public/landing-gate.js); their URLs. */
function sendAsTheGate(path: string): string[] {
  const token = sessionStore.getState().token ?? ''
  const urls = (firstRequests[path] ?? []).map((api) => new URL(`${env.VITE_API_BASE_URL}${api}`, location.href).href)
  window.empleoFirstResponses = {
    token,
    responses: Object.fromEntries(
      urls.map((url) => [
        url,
        fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } }),
      ]),
    ),
  }
  // As the entry does at start (src/app/connect-api.ts).
  watchFirstResponses()
  return urls
}

describe('the first requests the landing gate sends', { timeout: 20_000 }, () => {
  it('are listed for these pages only', () => {
    expect(Object.keys(firstRequests).sort()).toEqual(pages.map(({ path }) => path).sort())
  })

  it.each(pages)('are each taken by $path, and none is asked again', async ({ path, persona, heading }) => {
    await signIn(persona)
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => void asked.push(request.url)
    server.events.on('request:start', record)
    const urls = sendAsTheGate(path)

    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy()
    await waitFor(() => expect(window.empleoFirstResponses?.responses).toEqual({}))
    await waitFor(() => expect(document.querySelector('[data-slot="skeleton"]')).toBeNull())
    server.events.removeListener('request:start', record)
    for (const url of urls)
      expect({ url, times: asked.filter((sent) => sent === url).length }).toEqual({ url, times: 1 })
  })
})

// A list page whose first data the gate already has paints once, with its rows, rather than its placeholders
// and then its rows a render and a frame later (docs/decisions/0057-list-pages-paint-once.md).
describe('a list page whose first data has come before the app', { timeout: 20_000 }, () => {
  // /payslip's 13th-month card has its data from the gate too, and the list waits for all three. (Here /leave and
  // /item show no placeholders either way: the test's module loader is slower than their data.)
  it('shows /payslip with its data in the first render of its heading', async () => {
    const [path, heading] = ['/payslip', 'Payslip']
    await signIn('regular')
    const urls = sendAsTheGate(path)
    await Promise.all(urls.map((url) => window.empleoFirstResponses?.responses[url]))
    let placeholdersWithHeading: boolean | undefined
    const watch = new MutationObserver(() => {
      const main = document.querySelector('main')
      if (placeholdersWithHeading !== undefined || !main?.querySelector('h1')) return
      placeholdersWithHeading = main.querySelector('[data-slot="skeleton"], [aria-busy="true"]') !== null
    })
    watch.observe(document.body, { childList: true, subtree: true, attributes: true })

    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy()
    watch.disconnect()
    expect(placeholdersWithHeading).toBe(false)
  })

  it('shows /leave’s placeholders at once where the gate’s answers are still on their way', async () => {
    await signIn('regular')
    const token = sessionStore.getState().token ?? ''
    const url = new URL(`${env.VITE_API_BASE_URL}${firstRequests['/leave']?.[0]}`, location.href).href
    // An answer that never comes: the page must not wait for it.
    window.empleoFirstResponses = { token, responses: { [url]: new Promise<Response>(() => {}) } }
    watchFirstResponses()

    renderApp('/leave')
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave Request' }, { timeout: 10_000 })).toBeTruthy()
    expect(document.querySelector('main [data-slot="skeleton"]')).not.toBeNull()
  })
})
