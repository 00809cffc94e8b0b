import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendRequest } from './send-request'

// Isolated: it swaps the global fetch to count what is sent.
const DASHBOARD = 'https://api.example.ph/api/v1/employee/dashboard'
const fetched = vi.fn((_url: string) => Promise.resolve(new Response('{"data":"asked again"}')))
beforeEach(() => {
  fetched.mockClear()
  vi.stubGlobal('fetch', fetched)
  window.empleoFirstResponses = {
    token: 'the-token',
    responses: { [DASHBOARD]: Promise.resolve(new Response('{"data":"from the gate"}')) },
  }
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete window.empleoFirstResponses
})

const get = (url: string, token: string | null, method = 'GET') =>
  sendRequest({ url, method, headers: {}, body: undefined }, token)

describe('an answer the landing gate already asked for', () => {
  it('is taken instead of asking again, once: the next read asks the server', async () => {
    expect((await get(DASHBOARD, 'the-token')).body).toEqual({ data: 'from the gate' })
    expect(fetched).not.toHaveBeenCalled()
    expect((await get(DASHBOARD, 'the-token')).body).toEqual({ data: 'asked again' })
    expect(fetched).toHaveBeenCalledTimes(1)
  })

  it('is not taken with another token, for another address or by another method', async () => {
    await get(DASHBOARD, 'a-refreshed-token')
    await get(`${DASHBOARD}?page=2`, 'the-token')
    await get(DASHBOARD, 'the-token', 'POST')
    await get(DASHBOARD, null)
    expect(fetched).toHaveBeenCalledTimes(4)
    expect(Object.keys(window.empleoFirstResponses?.responses ?? {})).toEqual([DASHBOARD])
  })

  it('is asked for again where the gate’s request failed', async () => {
    window.empleoFirstResponses = { token: 'the-token', responses: { [DASHBOARD]: Promise.resolve(null) } }
    expect((await get(DASHBOARD, 'the-token')).body).toEqual({ data: 'asked again' })
    expect(fetched).toHaveBeenCalledTimes(1)
  })

  it('is given up when the caller gives up waiting for it', async () => {
    window.empleoFirstResponses = { token: 'the-token', responses: { [DASHBOARD]: new Promise(() => {}) } }
    const controller = new AbortController()
    const answer = sendRequest(
      { url: DASHBOARD, method: 'GET', headers: {}, body: undefined, fetchOptions: { signal: controller.signal } },
      'the-token',
    )
    controller.abort()
    await expect(answer).rejects.toBeDefined()
    expect(fetched).not.toHaveBeenCalled()
  })
})
