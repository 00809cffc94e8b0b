import { act, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '@/app/testing/render-app'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { dashboardStub, greetingOf } from '@/test/dashboard-stub'

// Signed-in people land on the dashboard, which asks the API for its data.
const server = setupServer(dashboardStub)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())
beforeEach(() => sessionStore.signOut())

async function settledPath(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return router.state.location.pathname
}

describe('who may open which page (docs/product/screens-and-routes.md#employee-routes)', () => {
  it('sends a guest who opens the dashboard to the home page', async () => {
    const { router } = renderApp('/dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
    ).toBeTruthy()
    expect(await settledPath(router)).toBe('/')
  })

  it('sends a signed-in employee who opens the home page to the dashboard, greeting them by name', async () => {
    signInEmployee({ full_name: 'Maria Santos' })
    const { router } = renderApp('/')
    expect(await screen.findByText(greetingOf('Maria'))).toBeTruthy()
    expect(await settledPath(router)).toBe('/dashboard')
  })

  it('sends an employee still onboarding to /onboard from any other page', async () => {
    signInEmployee({ is_onboard: true })
    const { router } = renderApp('/dashboard')
    expect(await settledPath(router)).toBe('/onboard')
  })

  it('sends an employee who must change their password to /settings', async () => {
    signInEmployee({ is_force_change_password: true })
    const { router } = renderApp('/dashboard')
    expect(await settledPath(router)).toBe('/settings')
  })

  it('leaves an employee on the page their pending task is on', async () => {
    signInEmployee({ is_force_change_password: true })
    const { router } = renderApp('/settings')
    expect(await settledPath(router)).toBe('/settings')
  })

  it('shows a signed-in employee a not-found page for an unknown address', async () => {
    signInEmployee()
    const { router } = renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(await settledPath(router)).toBe('/no-such-page')
  })

  it('sends a guest who opens an unknown address to the home page', async () => {
    const { router } = renderApp('/no-such-page')
    expect(await settledPath(router)).toBe('/')
  })

  it('sends this tab home at once when another tab logs out', async () => {
    signInEmployee()
    const { router } = renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY)
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }))
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HR made simple for growing Philippine businesses' }),
    ).toBeTruthy()
    expect(await settledPath(router)).toBe('/')
  })
})

describe('the document title (docs/product/screens-and-routes.md#page-titles)', () => {
  it("names the page: 'Dashboard | Empleo-Employee'", async () => {
    signInEmployee()
    renderApp('/dashboard')
    await waitFor(() => expect(document.title).toBe('Dashboard | Empleo-Employee'))
  })

  it("is 'Empleo-Employee' on a page without a title of its own", async () => {
    document.title = 'something else'
    renderApp('/')
    await waitFor(() => expect(document.title).toBe('Empleo-Employee'))
  })
})
