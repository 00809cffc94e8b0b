import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { WARNING_FETCH_DELAY_MS } from '@/session/components/session-lifecycle'
import { signInEachTest } from '@/test/signed-in'

// What /leave fetches once idle after its content (docs/decisions/0055-fetch-ahead-within-a-budget.md):
// the form a person here files next and the toaster, and a minute in the session warning; nothing of it when the
// browser asks to save data. Isolated: it records, through vi.mock, which modules the page asked for,
// and a module is asked for once per file, so the test saving data runs first.

const asked = vi.hoisted(() => new Set<string>())
vi.mock('@/features/leave/components/leave-request-form', async (importOriginal) => {
  asked.add('leave form')
  return importOriginal()
})
vi.mock('@/session/components/session-timeout-warning', async (importOriginal) => {
  asked.add('session warning')
  return importOriginal()
})
vi.mock('@/components/ui/toaster', async (importOriginal) => {
  asked.add('toaster')
  return importOriginal()
})
// Mounted once idle whatever the connection: it asks for the bell's count, which is not a prefetch.
vi.mock('@/features/notifications/components/unread-watcher', async (importOriginal) => {
  asked.add('unread count')
  return importOriginal()
})

runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const onConnection = (connection: object) => vi.stubGlobal('navigator', { ...navigator, connection })

describe('/leave once idle', { timeout: 40_000 }, () => {
  it('fetches nothing ahead when the browser asks to save data; the press still brings the form', async () => {
    onConnection({ saveData: true, effectiveType: '4g' })
    await renderPage('/leave', 'Leave Request')
    // Idle work has run: the bell asked for its count.
    await waitFor(() => expect(asked).toContain('unread count'), { timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect([...asked]).toEqual(['unread count'])

    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    expect(await screen.findByRole('combobox', { name: 'Leave type' }, { timeout: 10_000 })).toBeTruthy()
    expect(asked).toContain('leave form')
  })

  it('fetches the toaster ahead on a 4G connection, and the session warning a minute into the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    onConnection({ saveData: false, effectiveType: '4g' })
    await renderPage('/leave', 'Leave Request')
    await waitFor(() => expect(asked).toContain('toaster'), { timeout: 10_000 })
    expect(asked).not.toContain('session warning')
    vi.advanceTimersByTime(WARNING_FETCH_DELAY_MS)
    await waitFor(() => expect(asked).toContain('session warning'), { timeout: 10_000 })
  })
})
