import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { landingHeadline } from '../support/landing'

// A Web Push reaching the app worker of the production build (docs/decisions/0030-installable-app.md):
// delivered through Chrome's DevTools protocol, as the push service would, to the worker's
// registration. No push service is behind the mock here, so the subscription itself is left to the
// unit tests; this checks what the worker does with a push.
// Page scripts are passed as source text: a compiled function would carry the test runner's helpers.

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean }

type ShownNotification = { title: string; body: string; tag: string; data: { path?: string } | null }

const SHOWN_NOTIFICATIONS = `(async () => {
  const registration = await navigator.serviceWorker.ready
  const shown = await registration.getNotifications()
  return shown.map((notification) => ({
    title: notification.title,
    body: notification.body,
    tag: notification.tag,
    data: notification.data,
  }))
})()`

const CLOSE_NOTIFICATIONS = `(async () => {
  const registration = await navigator.serviceWorker.ready
  for (const notification of await registration.getNotifications()) notification.close()
})()`

const LISTEN_FOR_PUSHES = `(() => {
  window.__pushMessages = []
  navigator.serviceWorker.addEventListener('message', (event) => window.__pushMessages.push(event.data))
})()`

const HEARD_PUSHES = 'window.__pushMessages'

const WORKER_CONTROLS_PAGE = 'navigator.serviceWorker.controller !== null'

/** The app worker's registration id for the origin's root scope, as DevTools names it. */
async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const registrations = new Map<string, Registration>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration)
  })
  await cdp.send('ServiceWorker.enable')
  let id: string | undefined
  await expect
    .poll(() => {
      id = [...registrations.values()].find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      )?.registrationId
      return id
    })
    .toBeTruthy()
  return id!
}

async function deliverPush(cdp: CDPSession, origin: string, registrationId: string, data: string) {
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
}

const shownNotifications = (page: Page) => page.evaluate<ShownNotification[]>(SHOWN_NOTIFICATIONS)

test('a push shows a notification worded from its topic alone, carrying the path of its record', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await page.goto('/')
  await expect(landingHeadline(page)).toBeVisible()
  // Polled from here: waitForFunction evaluates its text in the page, which the strict CSP refuses.
  await expect.poll(() => page.evaluate<boolean>(WORKER_CONTROLS_PAGE)).toBe(true)
  await page.evaluate(LISTEN_FOR_PUSHES)

  const cdp = await context.newCDPSession(page)
  const registrationId = await workerRegistrationId(cdp, origin)
  await deliverPush(
    cdp,
    origin,
    registrationId,
    JSON.stringify({ topic: 'leave_decided', record: { kind: 'leave', id: 42 } }),
  )

  await expect.poll(() => shownNotifications(page)).toHaveLength(1)
  expect(await shownNotifications(page)).toEqual([
    {
      title: 'Your leave request was decided',
      body: 'Open Empleo to see it.',
      tag: 'leave_decided:leave:42',
      data: { path: '/leave?request=42' },
    },
  ])
  // The open page hears of it, to refresh its notifications.
  await expect
    .poll(() => page.evaluate(HEARD_PUSHES))
    .toEqual([{ type: 'notification-pushed', topic: 'leave_decided' }])

  // Whatever else a push might carry never shows; one the worker cannot read is still shown, plainly.
  await page.evaluate(CLOSE_NOTIFICATIONS)
  await deliverPush(cdp, origin, registrationId, JSON.stringify({ topic: 'birthday', body: 'Maria Santos' }))
  await expect.poll(() => shownNotifications(page)).toHaveLength(1)
  expect(await shownNotifications(page)).toEqual([
    {
      title: 'Something new in Empleo',
      body: 'Open Empleo to see it.',
      tag: 'empleo',
      data: { path: '/notifications' },
    },
  ])
})
