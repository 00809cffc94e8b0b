import { describe, expect, it } from 'vitest'
import { cachingAnswer, installPlan, SHELL_PATH, type CachingSettings, type InterceptedRequest } from './caching-rules'

const origin = 'https://app.empleo.ph'
const settings: CachingSettings = {
  origin,
  precached: ['/index.html', '/assets/index-abc123.js', '/assets/index-def456.css', '/icons/empleo-192.png'],
  foreignPaths: ['/api', '/admin'],
}

function request(path: string, overrides: Partial<InterceptedRequest> = {}): InterceptedRequest {
  return { url: new URL(path, origin).href, method: 'GET', mode: 'cors', hasAuthorization: false, ...overrides }
}

const answer = (path: string, overrides?: Partial<InterceptedRequest>) =>
  cachingAnswer(request(path, overrides), settings)

describe('the app worker answers from its precache', () => {
  it('the built files it precached', () => {
    expect(answer('/assets/index-abc123.js')).toEqual({ from: 'precache', path: '/assets/index-abc123.js' })
    expect(answer('/icons/empleo-192.png', { mode: 'no-cors' })).toEqual({
      from: 'precache',
      path: '/icons/empleo-192.png',
    })
  })

  it('every in-app navigation when the network is gone, with the shell, so a portal page opens offline', () => {
    for (const path of ['/', '/dashboard', '/leave?status=pending', '/payslip/42', SHELL_PATH])
      expect(answer(path, { mode: 'navigate' }), path).toEqual({ from: 'network-or-shell' })
  })
})

describe('the app worker leaves to the network, so it can never hold anything personal', () => {
  it('the API on another origin, and anything else cross-origin', () => {
    expect(
      cachingAnswer({ ...request('/'), url: 'https://api.empleo.ph/api/v1/employee/dashboard' }, settings),
    ).toEqual({ from: 'network' })
    expect(cachingAnswer({ ...request('/'), url: 'https://cdn.example.com/assets/index-abc123.js' }, settings)).toEqual(
      { from: 'network' },
    )
  })

  it('the API on the same origin, navigations included', () => {
    expect(answer('/api/v1/employee/dashboard')).toEqual({ from: 'network' })
    expect(answer('/api/v1/employee/payslips/3/pdf', { mode: 'navigate' })).toEqual({ from: 'network' })
  })

  it('any request carrying an Authorization header, even for a precached path', () => {
    expect(answer('/assets/index-abc123.js', { hasAuthorization: true })).toEqual({ from: 'network' })
    expect(answer('/dashboard', { mode: 'navigate', hasAuthorization: true })).toEqual({ from: 'network' })
  })

  it('signed file links, wherever they point, opened in a tab or fetched', () => {
    expect(answer('/files/photo.jpg?expires=1790000000&signature=abc', { mode: 'navigate' })).toEqual({
      from: 'network',
    })
    expect(answer('/download?Signature=abc')).toEqual({ from: 'network' })
    expect(answer('/assets/index-abc123.js?token=abc')).toEqual({ from: 'network' })
  })

  it('anything but a GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect(answer('/assets/index-abc123.js', { method }), method).toEqual({ from: 'network' })
  })

  it('files the build did not make, or asked for with a query', () => {
    expect(answer('/assets/index-old999.js')).toEqual({ from: 'network' })
    expect(answer('/assets/index-abc123.js?v=2')).toEqual({ from: 'network' })
    expect(answer('/robots.txt', { mode: 'navigate' })).toEqual({ from: 'network' })
  })

  it("the admin application's pages on the same origin", () => {
    expect(answer('/admin', { mode: 'navigate' })).toEqual({ from: 'network' })
    expect(answer('/admin/employees', { mode: 'navigate' })).toEqual({ from: 'network' })
    // A path that only starts with the same letters is the app's.
    expect(answer('/administration', { mode: 'navigate' })).toEqual({ from: 'network-or-shell' })
  })
})

describe('what the app worker fetches at install', () => {
  it('every file the build listed, when the page may fetch ahead', () => {
    expect(installPlan(settings.precached, true)).toEqual({ fromNetwork: settings.precached, fromBrowserCacheOnly: [] })
  })

  it('for a person saving data or on 2G, only the installable app from the network; scripts only if the browser holds them', () => {
    expect(installPlan(settings.precached, false)).toEqual({
      fromNetwork: ['/index.html', '/icons/empleo-192.png'],
      fromBrowserCacheOnly: ['/assets/index-abc123.js', '/assets/index-def456.css'],
    })
  })
})
