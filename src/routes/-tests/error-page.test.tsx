import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'

beforeEach(() => {
  sessionStore.signOut()
  signInEmployee()
})

async function goBackFrom(...entries: [string, ...string[]]) {
  const { router } = renderApp(...entries)
  await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return router.state.location.href
}

describe('the error page (/404)', () => {
  it('says the person has no access on a 403', async () => {
    renderApp('/dashboard', '/404?status=403')
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page.' })).toBeTruthy()
  })

  it('says the page was not found on a 404, and when no status is given', async () => {
    renderApp('/404?status=404')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it.each([403, 404])('goes back two steps after a %i, past the page that failed', async (status) => {
    expect(await goBackFrom('/dashboard', '/leave/7', `/404?status=${status}`)).toBe('/dashboard')
  })

  it('goes back one step for any other status', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404?status=500')).toBe('/no-such-page')
  })

  it('goes back one step without a status', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404')).toBe('/no-such-page')
  })

  it('goes back one step with a status that is not a number', async () => {
    expect(await goBackFrom('/dashboard', '/no-such-page', '/404?status=abc')).toBe('/no-such-page')
  })

  it('goes back one step when a guard replaced the refused page with it', async () => {
    const { router } = renderApp('/dashboard', '/no-such-page')
    await screen.findByRole('heading', { name: 'Page not found' })
    await act(() =>
      router.navigate({ to: '/404', search: { status: 403 }, state: { replacedRefusedPage: true }, replace: true }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('goes home when there is nothing to go back to', async () => {
    expect(await goBackFrom('/404?status=403')).toBe('/dashboard')
  })
})
