import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushSubscriptionsOf } from '@mocks/db/notifications'
import { VAPID_PUBLIC_KEY } from '@mocks/handlers/notifications'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { signInEachTest } from '@/test/signed-in'
import { base64UrlToBytes } from '../device-notifications/base64url'
import { PUSH_DEVICE_OWNER_STORAGE_KEY } from '../device-notifications/push-device-owner'
import { DeviceNotifications } from './device-notifications'

runMockServerAroundEachTest()

const session = signInEachTest('regular')

const TURN_ON = 'Get notifications on this device'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1:APA91bDevice'

/** The browser's Notification, whose permission the test sets and whose prompt answers `answer`. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer
    return answer
  })
  class FakeNotification {
    static permission = permission
    static requestPermission = requestPermission
  }
  vi.stubGlobal('Notification', FakeNotification)
  return requestPermission
}

type FakeSubscription = {
  endpoint: string
  options: { applicationServerKey: ArrayBuffer | null }
  toJSON: () => PushSubscriptionJSON
  unsubscribe: ReturnType<typeof vi.fn>
}

/** A browser with Web Push and the app worker running; its push manager keeps one subscription. */
function stubPush({ subscribed = false, subscribeFails = false } = {}) {
  let current: FakeSubscription | null = null
  const makeSubscription = (key: ArrayBuffer | null): FakeSubscription => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({
      endpoint: ENDPOINT,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  })
  if (subscribed) current = makeSubscription(base64UrlToBytes(VAPID_PUBLIC_KEY).buffer)
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError')
      current ??= makeSubscription((options.applicationServerKey as Uint8Array<ArrayBuffer>).buffer)
      return current
    }),
  }
  const registration = { pushManager }
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  })
  return { pushManager, subscription: () => current }
}

beforeEach(() => {
  // jsdom has neither: each test gives the browser it needs.
  vi.stubGlobal('Notification', undefined)
})
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
})

const userId = () => session().user.id

describe('this device in the demo (no push service): the permission alone', () => {
  it('asks nothing on load, and asks on the press', async () => {
    const requestPermission = stubNotifications('default', 'granted')
    render(<DeviceNotifications userId={userId()} mode="system" />)
    const button = await screen.findByRole('button', { name: TURN_ON })
    expect(screen.getByText(/This demo has no push service/)).toBeTruthy()
    expect(requestPermission).not.toHaveBeenCalled()

    await userEvent.click(button)
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('On for this device')).toBeTruthy()
    expect(
      screen.getByText('New notifications show as system notifications while Empleo is open in a tab.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: TURN_ON })).toBeNull()
  })

  it('is on at once where the person allowed it before', async () => {
    stubNotifications('granted')
    render(<DeviceNotifications userId={userId()} mode="system" />)
    expect(await screen.findByText('On for this device')).toBeTruthy()
  })

  it('explains how to allow them again once blocked, at load or on the press', async () => {
    stubNotifications('denied')
    const { unmount } = render(<DeviceNotifications userId={userId()} mode="system" />)
    expect(await screen.findByText(/Notifications are blocked for Empleo in this browser/)).toBeTruthy()
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: TURN_ON })).toBeNull()
    unmount()

    stubNotifications('default', 'denied')
    render(<DeviceNotifications userId={userId()} mode="system" />)
    await userEvent.click(await screen.findByRole('button', { name: TURN_ON }))
    expect(await screen.findByText(/Notifications are blocked for Empleo in this browser/)).toBeTruthy()
  })

  it('offers the question again when the person closed it without answering', async () => {
    const requestPermission = stubNotifications('default', 'default')
    render(<DeviceNotifications userId={userId()} mode="system" />)
    await userEvent.click(await screen.findByRole('button', { name: TURN_ON }))
    expect(await screen.findByText(/The browser's question was closed without an answer/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: TURN_ON }))
    expect(requestPermission).toHaveBeenCalledTimes(2)
  })

  it('says so in a browser without notifications', async () => {
    render(<DeviceNotifications userId={userId()} mode="system" />)
    expect(await screen.findByText('This browser cannot show notifications.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: TURN_ON })).toBeNull()
  })
})

describe('this device in production: Web Push through the app worker', () => {
  it('subscribes with the server key on the press, hands the server the subscription, and turns off', async () => {
    const requestPermission = stubNotifications('default', 'granted')
    const { pushManager, subscription } = stubPush()
    render(<DeviceNotifications userId={userId()} mode="push" />)
    const button = await screen.findByRole('button', { name: TURN_ON })
    expect(requestPermission).not.toHaveBeenCalled()
    expect(pushManager.subscribe).not.toHaveBeenCalled()

    await userEvent.click(button)
    expect(await screen.findByText('On for this device')).toBeTruthy()
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1)
    const [{ userVisibleOnly, applicationServerKey }] = pushManager.subscribe.mock.calls[0]!
    expect(userVisibleOnly).toBe(true)
    // The server's VAPID key as bytes: an uncompressed P-256 point.
    const key = applicationServerKey as Uint8Array
    expect(key).toHaveLength(65)
    expect(key[0]).toBe(4)
    expect([...key]).toEqual([...base64UrlToBytes(VAPID_PUBLIC_KEY)])
    expect(pushSubscriptionsOf(userId()).map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([
      [ENDPOINT, 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', 'tBHItJI5svbpez7KI4CCXg'],
    ])

    const subscribed = subscription()!
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByRole('button', { name: TURN_ON })).toBeTruthy()
    expect(subscribed.unsubscribe).toHaveBeenCalledTimes(1)
    expect(pushSubscriptionsOf(userId())).toEqual([])
    expect(localStorage.getItem(PUSH_DEVICE_OWNER_STORAGE_KEY)).toBeNull()
  })

  it('is on at load for the person who subscribed this browser, and off for anyone else', async () => {
    stubNotifications('granted')
    stubPush({ subscribed: true })
    localStorage.setItem(PUSH_DEVICE_OWNER_STORAGE_KEY, JSON.stringify({ endpoint: ENDPOINT, userId: userId() }))
    const { unmount } = render(<DeviceNotifications userId={userId()} mode="push" />)
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeTruthy()
    expect(screen.getByText('On for this device')).toBeTruthy()
    unmount()

    render(<DeviceNotifications userId={userId() + 1} mode="push" />)
    expect(await screen.findByRole('button', { name: TURN_ON })).toBeTruthy()
  })

  it('says what failed and offers the press again when the push service refuses', async () => {
    stubNotifications('default', 'granted')
    stubPush({ subscribeFails: true })
    render(<DeviceNotifications userId={userId()} mode="push" />)
    await userEvent.click(await screen.findByRole('button', { name: TURN_ON }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications could not be turned on for this device. This browser could not reach its push service. Try again later.',
    )
    expect(screen.getByRole('button', { name: TURN_ON })).toBeTruthy()
    expect(pushSubscriptionsOf(userId())).toEqual([])
  })

  it('says so where the browser has no Web Push (an iPhone outside the Home Screen app)', async () => {
    stubNotifications('default')
    render(<DeviceNotifications userId={userId()} mode="push" />)
    expect(await screen.findByText(/add Empleo to the Home Screen and open it from there/)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: TURN_ON })).toBeNull())
  })
})
