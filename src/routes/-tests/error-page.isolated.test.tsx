import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'

beforeEach(() => {
  sessionStore.signOut()
  signInEmployee()
})
afterEach(() => vi.unstubAllGlobals())

async function goBackFrom(...entries: [string, ...string[]]) {
  const { router } = renderApp(...entries)
  await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return router.state.location.href
}

const errorPage = (status: string) => `/404?status=${encodeURIComponent(status)}`

describe('the error page (/404)', () => {
  it('says the person has no access on a 403', async () => {
    renderApp('/dashboard', '/404?status=403')
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy()
  })

  it('says the page was not found on a 404, and when no status is given', async () => {
    renderApp('/404?status=404')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it.each(['500', 'Your account was hacked, call 0917 000 0000', '<b>403</b>', '1e2'])(
    'shows the plain not-found page for a status it has no words for (%s), never the text itself',
    async (status) => {
      const { container } = renderApp(errorPage(status))
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
      expect(container.textContent).not.toContain(status.trim())
      expect(container.textContent).toContain('404')
    },
  )

  it('does not crash on a status the router reads as an object', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp(errorPage('{"a":1}'))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
  })

  it.each([403, 404])('goes back two steps after a %i, past the page that failed', async (status) => {
    expect(await goBackFrom('/dashboard', '/leave/7', `/404?status=${status}`)).toBe('/dashboard')
  })

  it('goes back one step for a status it does not know', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404?status=500')).toBe('/no-such-page')
  })

  it('goes back one step without a status', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404')).toBe('/no-such-page')
  })

  it('goes back one step with a status that is not a number', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404?status=abc')).toBe('/no-such-page')
  })

  it('goes home when there is nothing to go back to', async () => {
    expect(await goBackFrom('/404?status=403')).toBe('/dashboard')
  })

  it("follows the browser's history when it was reached by a full page load", async () => {
    // A page load starts the router's own count at zero; the browser still holds this site's pages.
    vi.stubGlobal('navigation', { currentEntry: { index: 2 } })
    const { router } = renderApp('/404?status=404')
    const go = vi.spyOn(router.history, 'go')
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    expect(go).toHaveBeenCalledWith(-2)
  })

  it('goes home rather than out of the app when the browser holds too few of its pages', async () => {
    vi.stubGlobal('navigation', { currentEntry: { index: 1 } })
    const { router } = renderApp('/404?status=403')
    const go = vi.spyOn(router.history, 'go')
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(go).not.toHaveBeenCalled()
  })
})
