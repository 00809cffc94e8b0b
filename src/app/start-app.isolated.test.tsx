import { act, screen, waitFor } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { toast } from 'react-toastify/unstyled'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { sessionStore } from '@/session/session-store'
import { fakeToken, fakeUser, signInEmployee } from '@/session/testing/session-fixtures'
import { goTo } from '@/lib/navigation'
import { dashboardStub, greetingOf } from '@/test/dashboard-stub'
import { PRERENDERED_ATTRIBUTE } from './prerendered-landing'
import { renderLanding } from './render-landing'
import { startApp } from './start-app'

// The entry's choice and the hand-over between the two shells (docs/decisions/0006-landing-first-load-budget.md).
// Each test starts the app as a page load does: at the URL given, in a new React root.

// Signed-in visitors land on the dashboard, which asks the API for its data.
const server = setupServer(dashboardStub)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

const idleCallbacks = new Map<number, () => void>()
let root: Root | null = null

beforeEach(() => {
  sessionStore.signOut()
  idleCallbacks.clear()
  let handles = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.set(++handles, callback) && handles)
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle))
})
afterEach(() => {
  act(() => {
    root?.unmount()
    toast.dismiss()
  })
  root = null
  document.body.replaceChildren()
  delete document.documentElement.dataset.landing
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** `prerendered`: #root holds the build's landing markup, as index.html does (decision 28). */
async function loadPage(url: string, { prerendered = false } = {}) {
  window.history.replaceState(null, '', url)
  const loadRouterApp = vi.fn(() => import('./router-app'))
  const rootElement = document.body.appendChild(document.createElement('div'))
  if (prerendered) {
    rootElement.innerHTML = renderLanding()
    rootElement.setAttribute(PRERENDERED_ATTRIBUTE, '')
  }
  const markup = rootElement.querySelector('h1')
  await act(async () => {
    root = await startApp(rootElement, loadRouterApp)
  })
  return { loadRouterApp, rootElement, markup }
}

const landingHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' })

describe('the first screen', () => {
  it('is the landing page for a guest at /, shown without loading the router app', async () => {
    document.title = 'something else'
    const page = await loadPage('/')
    expect(await landingHeading()).toBeTruthy()
    expect(document.title).toBe('Empleo-Employee')
    expect(page.loadRouterApp).not.toHaveBeenCalled()
  })

  it('is the router app for a signed-in visitor at /, whose guard sends them to the dashboard', async () => {
    signInEmployee({ full_name: 'Maria Santos' })
    const page = await loadPage('/')
    expect(await screen.findByText(greetingOf('Maria'))).toBeTruthy()
    expect(window.location.pathname).toBe('/dashboard')
    expect(page.loadRouterApp).toHaveBeenCalledTimes(1)
  })

  it('is the router app at any other address: a guest at an unknown one is sent to /', async () => {
    const page = await loadPage('/no-such-page')
    expect(await landingHeading()).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(page.loadRouterApp).toHaveBeenCalledTimes(1)
  })

  it('is the router app for /404?status=404', async () => {
    await loadPage('/404?status=404')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})

describe('the landing markup the build puts into index.html', () => {
  it('is hydrated for a guest at /: the same elements stay, React logs nothing, the buttons work', async () => {
    const logged = vi.spyOn(console, 'error')
    const page = await loadPage('/', { prerendered: true })
    expect(page.markup).not.toBeNull()
    expect(page.rootElement.querySelector('h1')).toBe(page.markup)
    expect(logged).not.toHaveBeenCalled()
    // Marked busy until hydrated, then usable.
    await waitFor(() => expect(page.rootElement.querySelector('[aria-disabled]')).toBeNull())
    expect(page.loadRouterApp).not.toHaveBeenCalled()
  })

  it('is replaced where the head script hid it: the page wanted is shown instead', async () => {
    document.documentElement.dataset.landing = 'skip'
    signInEmployee({ full_name: 'Maria Santos' })
    const page = await loadPage('/', { prerendered: true })
    expect(await screen.findByText(greetingOf('Maria'))).toBeTruthy()
    expect(page.rootElement.contains(page.markup)).toBe(false)
    // styles.css hides #root only while it carries the mark.
    expect(page.rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false)
  })

  it('is rendered anew, not hydrated, for a guest at / whom the head script took for signed in', async () => {
    document.documentElement.dataset.landing = 'skip'
    const page = await loadPage('/', { prerendered: true })
    expect(await landingHeading()).not.toBe(page.markup)
    expect(page.rootElement.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false)
  })
})

describe('the first-visit shell', () => {
  it('fetches the router app at the first interaction, once the browser is idle, without showing it', async () => {
    const page = await loadPage('/')
    await landingHeading()
    await act(async () => idleCallbacks.forEach((callback) => callback()))
    expect(page.loadRouterApp).not.toHaveBeenCalled()
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'))
      idleCallbacks.forEach((callback) => callback())
    })
    expect(page.loadRouterApp).toHaveBeenCalledTimes(1)
    expect(
      screen.getByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/')
  })

  it('hands over to the router app on goTo, at that address, in the same page', async () => {
    const page = await loadPage('/')
    await landingHeading()
    signInEmployee({ full_name: 'Ana Reyes' }) // what the login dialog does before it moves on
    const entriesBefore = window.history.length

    await act(() => goTo('/dashboard'))

    expect(await screen.findByText(greetingOf('Ana'))).toBeTruthy()
    expect(
      screen.queryByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
    ).toBeNull()
    expect(window.location.pathname).toBe('/dashboard')
    expect(window.history.length).toBe(entriesBefore + 1) // Back returns to the landing page
    expect(page.loadRouterApp).toHaveBeenCalledTimes(1)
  })

  it('stays, with whatever it shows, when goTo asks for / and the visitor is still a guest', async () => {
    const page = await loadPage('/')
    await landingHeading()
    await act(() => goTo('/'))
    expect(page.loadRouterApp).not.toHaveBeenCalled()
  })

  it('keeps a toast on screen when the router app takes over', async () => {
    await loadPage('/')
    await landingHeading()
    // The Toaster mounts once the page is idle, as it does in the browser.
    await act(async () => idleCallbacks.forEach((callback) => callback()))
    act(() => notify.success('Welcome back!'))
    const toastShown = await screen.findByRole('alert')
    signInEmployee()

    await act(() => goTo('/dashboard'))

    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(screen.getAllByRole('alert')).toContain(toastShown)
  })

  it('hands over to the router app when another tab signs in, which sends this one to the dashboard', async () => {
    await loadPage('/')
    await landingHeading()
    act(() => {
      const otherTabLogin = {
        user: fakeUser({ full_name: 'Jose Rizal' }),
        token: fakeToken(3600),
        timeRemaining: null,
        employmentType: 'regular',
        userType: 'employee',
      }
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(otherTabLogin))
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
    })
    expect(await screen.findByText(greetingOf('Jose'))).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'))
  })
})

describe('goTo inside the router app', () => {
  it('navigates with the router, without starting it again', async () => {
    signInEmployee()
    const page = await loadPage('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })

    await act(() => goTo('/404?status=403'))

    expect(await screen.findByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy()
    expect(`${window.location.pathname}${window.location.search}`).toBe('/404?status=403')
    expect(page.loadRouterApp).toHaveBeenCalledTimes(1)
  })
})
