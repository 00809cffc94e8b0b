import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstDataWhereHere, watchFirstResponses } from './first-responses'
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

describe('a page’s first data in its loader', () => {
  const LATEST = 'https://api.example.ph/api/v1/employee/payslips/latest'
  const gateSends = (responses: Record<string, Promise<Response | null>>) => {
    window.empleoFirstResponses = { token: 'the-token', responses }
    watchFirstResponses()
  }
  // A page's prefetch: resolves once the test says so.
  const prefetch = () => {
    let done = () => {}
    return { promise: new Promise<void>((resolve) => (done = resolve)), done: () => done() }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('is awaited where every answer of the gate has come back well', async () => {
    gateSends({ [DASHBOARD]: Promise.resolve(new Response('{}')), [LATEST]: Promise.resolve(new Response('{}')) })
    await settle()
    const first = prefetch()
    const waited = firstDataWhereHere(() => [first.promise])
    expect(waited).toBeInstanceOf(Promise)
    let resolved = false
    void waited?.then(() => (resolved = true))
    await settle()
    expect(resolved).toBe(false)
    first.done()
    await settle()
    expect(resolved).toBe(true)
  })

  it('is not awaited where an answer is still on its way, failed, or was an error, or the gate sent nothing', async () => {
    for (const late of [
      new Promise<Response>(() => {}),
      Promise.resolve(null),
      Promise.resolve(new Response('', { status: 500 })),
    ]) {
      gateSends({ [DASHBOARD]: Promise.resolve(new Response('{}')), [LATEST]: late })
      await settle()
      expect(firstDataWhereHere(() => [prefetch().promise])).toBeUndefined()
    }
    delete window.empleoFirstResponses
    expect(firstDataWhereHere(() => [prefetch().promise])).toBeUndefined()
  })

  it('is awaited by the first page only: a later move never waits', async () => {
    gateSends({ [DASHBOARD]: Promise.resolve(new Response('{}')) })
    await settle()
    expect(firstDataWhereHere(() => [Promise.resolve()])).toBeInstanceOf(Promise)
    expect(firstDataWhereHere(() => [Promise.resolve()])).toBeUndefined()
  })

  it('starts the prefetches either way', () => {
    const start = vi.fn(() => [Promise.resolve()])
    firstDataWhereHere(start)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
