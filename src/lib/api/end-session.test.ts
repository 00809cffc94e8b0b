import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { setApiCredentials } from './api-credentials'
import { setApiEvents } from './api-events'
import { endSession } from './end-session'

const clear = vi.fn<(reason: string | null) => void>()
const navigate = vi.fn<(href: string) => void>()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  setApiCredentials({ getToken: () => null, saveToken: () => {}, latestToken: () => null, clear })
  setApiEvents({ navigate, notifyError: () => {} })
})
afterEach(() => {
  vi.useRealTimers()
  clear.mockReset()
  navigate.mockReset()
})

it('a chosen sign-out clears the session at once, without a reason, and goes to / after one second', async () => {
  endSession()
  expect(clear).toHaveBeenCalledWith(null)
  await vi.advanceTimersByTimeAsync(999)
  expect(navigate).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(navigate).toHaveBeenCalledWith('/')
})

it('several failures ending the session together lead to one trip home', async () => {
  endSession('Your session has ended.')
  endSession('Your session has ended.')
  await vi.advanceTimersByTimeAsync(1000)
  expect(clear).toHaveBeenCalledTimes(2)
  expect(navigate).toHaveBeenCalledTimes(1)
})

it('leaves the page of a session begun within that second where it is', async () => {
  let token: string | null = null
  setApiCredentials({ getToken: () => token, saveToken: () => {}, latestToken: () => token, clear })
  endSession()
  token = 'the next session'
  await vi.advanceTimersByTimeAsync(1000)
  expect(navigate).not.toHaveBeenCalled()
})

it('drops the trip when the app has connected anew since: it was for a router no longer there', async () => {
  endSession()
  const nextNavigate = vi.fn<(href: string) => void>()
  setApiEvents({ navigate: nextNavigate, notifyError: () => {} })
  await vi.advanceTimersByTimeAsync(1000)
  expect(navigate).not.toHaveBeenCalled()
  expect(nextNavigate).not.toHaveBeenCalled()
})
