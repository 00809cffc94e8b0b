import { describe, expect, it } from 'vitest'
import { appWindow, clickedUrl } from './notification-click'

const origin = 'https://app.empleo.ph'

describe('clicking a pushed notification opens', () => {
  it('the path its data names, on the app origin', () => {
    expect(clickedUrl({ path: '/leave?request=42' }, origin)).toBe('https://app.empleo.ph/leave?request=42')
    expect(clickedUrl({ path: '/payslip/3' }, origin)).toBe('https://app.empleo.ph/payslip/3')
  })

  it('the notifications page for data that is not an in-app path', () => {
    for (const data of [null, undefined, 'oops', {}, { path: 42 }, { path: 'leave' }])
      expect(clickedUrl(data, origin), JSON.stringify(data)).toBe('https://app.empleo.ph/notifications')
  })

  it('never another origin', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/'])
      expect(clickedUrl({ path }, origin), path).toBe('https://app.empleo.ph/notifications')
  })
})

describe('the Empleo window a click brings forward', () => {
  const win = (url: string, focused = false) => ({ url, focused })

  it('is the focused one of the app, or else the first', () => {
    const first = win(`${origin}/dashboard`)
    const focused = win(`${origin}/leave`, true)
    expect(appWindow([first, focused], origin, ['/api'])).toBe(focused)
    expect(appWindow([first, win(`${origin}/item`)], origin, ['/api'])).toBe(first)
  })

  it("is never the admin application's or another origin's page, nor the API's", () => {
    const windows = [
      win(`${origin}/admin/employees`, true),
      win('https://other.example/', true),
      win(`${origin}/api/x`),
    ]
    expect(appWindow(windows, origin, ['/api', '/admin'])).toBeUndefined()
    expect(appWindow([], origin, ['/api'])).toBeUndefined()
  })
})
