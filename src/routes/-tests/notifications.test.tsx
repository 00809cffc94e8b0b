import { notificationPushed } from '@/app-worker/messages'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { control } from '@mocks/control-api'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { leaveIdOf, userIdOf } from '@mocks/test/seeded'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderPage } from '@/app/testing/render-app'
import { notificationKeys } from '@/features/notifications/api/notification-keys'
import { arrivesAt } from '@/test/screen-queries'
import { signInEachTest } from '@/test/signed-in'

// The bell, its panel and /notifications against the real mock, seeded on Monday 23 November 2026:
// Maria Santos starts with no notification; HR's decisions (the control API) and the notices added
// to the mock's table bring them.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')
// Signing in from a device the mock has not seen is a security notice; each test starts from none.
beforeEach(() => {
  db.notification.deleteMany({ where: { user_id: { equals: userIdOf('regular') } } })
})

const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const bell = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Notifications/ })
async function bellSays(name: string) {
  await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(name), { timeout: 8000 })
}
/** The count has been read once (the bell's count loads once the page is idle). */
async function countKnown() {
  await waitFor(() => expect(queryClient.getQueryState(notificationKeys.unreadCount())?.status).toBe('success'), {
    timeout: 8000,
  })
}
const liveRegion = () => within(screen.getByRole('banner')).getByRole('status')
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Notifications', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

const mariasNotifications = () => db.notification.getAll().filter((row) => row.user_id === userIdOf('regular'))

/** `count` notices for Maria, a minute apart, the last the newest; the first `read` of them read. */
function addNotices(count: number, { read = 0 } = {}) {
  for (let index = 0; index < count; index++) {
    db.notification.create({
      user_id: userIdOf('regular'),
      topic: index % 2 === 0 ? 'security' : 'payslip_published',
      title: `Notice ${index + 1}`,
      body: `What happened, number ${index + 1}.`,
      created_at: new Date(Date.UTC(2026, 10, 22, 1, index)).toISOString(),
      read_at: index < read ? '2026-11-22T05:00:00.000Z' : null,
    })
  }
}

describe('the bell and its panel', { timeout: 30_000 }, () => {
  it('names the unread count, lists the latest, and opening one marks it read and lands on its record', async () => {
    const leaveId = leaveIdOf('regular', 'pending')
    await control.approveLeave(leaveId, 'Enjoy the beach!')
    const { router } = await renderPage('/dashboard', 'Dashboard')
    await bellSays('Notifications, 1 unread')

    await userEvent.click(bell())
    // The panel's code comes at the press (it is not fetched ahead): its placeholder, a dialog of the
    // same name, shows meanwhile and the panel takes its place.
    const item = await waitFor(
      () => within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: /approved/ }),
      { timeout: 8000 },
    )
    expect(within(item).getByText('Unread')).toBeTruthy()

    await userEvent.click(item)
    await arrivesAt(router, '/leave')
    expect(router.state.location.search).toEqual({ request: leaveId })
    await screen.findByRole('dialog', { name: /request$/ }, { timeout: 8000 })
    // The detail is modal: the header is behind it until it closes.
    await userEvent.keyboard('{Escape}')
    await bellSays('Notifications')
    expect(mariasNotifications().every((row) => row.read_at !== null)).toBe(true)
  })

  it('marks all as read, which zeroes the count', async () => {
    addNotices(7, { read: 1 })
    await renderPage('/dashboard', 'Dashboard')
    await bellSays('Notifications, 6 unread')

    await userEvent.click(bell())
    const latest = within(await screen.findByRole('dialog', { name: 'Notifications' }))
    // The newest five, newest first.
    await waitFor(() =>
      expect(latest.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^Notice 7/),
        expect.stringMatching(/^Notice 6/),
        expect.stringMatching(/^Notice 5/),
        expect.stringMatching(/^Notice 4/),
        expect.stringMatching(/^Notice 3/),
      ]),
    )
    await userEvent.click(latest.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(latest.queryAllByText('Unread')).toHaveLength(0))
    await waitFor(() =>
      expect(latest.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true),
    )
    // The panel is modal: the header is behind it until it closes.
    await userEvent.keyboard('{Escape}')
    await bellSays('Notifications')

    await userEvent.click(bell())
    await userEvent.click(await screen.findByRole('link', { name: 'See all notifications' }))
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 15_000 })
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull()
  })

  it('announces a new notification politely once the count is asked again (focus), and several by their number', async () => {
    await renderPage('/dashboard', 'Dashboard')
    await countKnown()
    expect(liveRegion().getAttribute('aria-live')).toBe('polite')
    expect(liveRegion().textContent).toBe('')

    await control.approveLeave(leaveIdOf('regular', 'pending'), 'Enjoy the beach!')
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(liveRegion().textContent).toMatch(/^You have a new notification: .+ approved$/), {
      timeout: 8000,
    })
    await bellSays('Notifications, 1 unread')

    addNotices(2)
    act(() => void window.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(liveRegion().textContent).toBe('2 new notifications'), { timeout: 8000 })
    await bellSays('Notifications, 3 unread')
  })

  it('asks the count again at once when the app worker says a push arrived', async () => {
    const worker = new EventTarget()
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: worker }))
    await renderPage('/dashboard', 'Dashboard')
    await countKnown()

    await control.approveLeave(leaveIdOf('regular', 'pending'), null)
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: notificationPushed('leave_decided') })))
    await waitFor(() => expect(liveRegion().textContent).toMatch(/^You have a new notification: .+ approved$/), {
      timeout: 8000,
    })
  })

  it('shows a new one as a system notification where allowed (demo builds), whose click opens its record', async () => {
    const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null }[] = []
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted'
        onclick: (() => void) | null = null
        constructor(title: string, options: NotificationOptions) {
          shown.push(Object.assign(this, { title, options }))
        }
        close() {}
      },
    )
    const focused = vi.spyOn(window, 'focus').mockImplementation(() => {})
    const { router } = await renderPage('/dashboard', 'Dashboard')
    await countKnown()

    const leaveId = leaveIdOf('regular', 'pending')
    await control.approveLeave(leaveId, null)
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(shown).toHaveLength(1), { timeout: 8000 })
    const [notice] = mariasNotifications()
    expect(shown[0]).toMatchObject({
      title: notice!.title,
      options: { body: notice!.body, tag: `empleo-${notice!.id}` },
    })

    act(() => shown[0]!.onclick?.())
    expect(focused).toHaveBeenCalled()
    await arrivesAt(router, '/leave')
    expect(router.state.location.search).toEqual({ request: leaveId })
    await waitFor(() => expect(mariasNotifications()[0]!.read_at).not.toBeNull())
  })
})

describe('/notifications', { timeout: 30_000 }, () => {
  it('lists newest first, pages, and filters by state and topic in the URL, back at page 1', async () => {
    addNotices(12, { read: 3 })
    const { router } = await renderPage('/notifications', 'Notifications')
    await shows('Showing 1–10 of 12')
    expect(rows()[0]?.textContent).toMatch(/^Notice 12/)
    expect(within(rows()[0]!).getByText('Unread')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    await shows('Showing 11–12 of 12')
    expect(within(rows()[1]!).getByText('Read')).toBeTruthy()

    await choose('State', 'Unread')
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'unread' }))
    await shows('Showing 1–9 of 9')
    await choose('Topic', 'Payslip published')
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'unread', topic: 'payslip_published' }))
    // Of the unread (4 to 12), the even ones are payslips.
    await shows('Showing 1–5 of 5')
  })

  it('reads the filters from the URL, says when nothing matches, and opens a notification, marking it read', async () => {
    addNotices(2)
    const { router } = await renderPage('/notifications?state=read', 'Notifications')
    expect(await screen.findByText('No notifications match these filters.', {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'State' }).textContent).toBe('Read')

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await shows('Showing 1–2 of 2')
    // A security notice opens the notifications page itself; it is read from then on.
    await userEvent.click(within(rows()[1]!).getByRole('link', { name: 'Open Notice 1' }))
    await waitFor(() => expect(within(rows()[1]!).getByText('Read')).toBeTruthy())
    expect(router.state.location.pathname).toBe('/notifications')
  })

  it('shows placeholders while loading, then says so when the list cannot be loaded, and when there is none yet', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(apiUrl('/notifications'), async () => {
        await held
        await delay(0)
        return HttpResponse.json({ message: 'The notifications service is down.' }, { status: 503 })
      }),
    )
    await renderPage('/notifications', 'Notifications')
    const table = await screen.findByRole('table', { name: 'Notifications' })
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
    release()
    expect(await screen.findByText('The notifications could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()

    server.resetHandlers()
    await act(() => queryClient.invalidateQueries())
    expect(await screen.findByText(/You have no notifications yet/, {}, { timeout: 8000 })).toBeTruthy()
  })
})
