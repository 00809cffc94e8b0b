import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { db } from '../db'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient, noBody, type TestClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { generateTotp } from '../rules/totp'
import { rawRequest } from '../test/raw-request'
import { expenseIdOf, leaveIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila.

const DEVICE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123:APA91bDevice',
  p256dh: 'BOAdjJjaYM0w-4Ztv8MJ3825xf-kG-2cee3FqTwdFMgtvqW2t87vD6f5N8a1IvXHZBL_GIc2muxK8zMe7F7PzHc',
  auth: 'c2VjcmV0LWF1dGgtMTY',
}

async function notificationsOf(client: TestClient) {
  const answer = await client.notifications.list({ query: { per_page: 100 } })
  if (answer.status !== 200) throw new Error(`list answered ${answer.status}`)
  return answer.body.data
}

const newest = async (client: TestClient) => (await notificationsOf(client))[0]

const unreadCount = async (client: TestClient) => {
  const answer = await client.notifications.unreadCount()
  return answer.status === 200 ? answer.body.data.count : null
}

// Figures an e-mail must never carry: a peso amount, a government number, a bank account.
const FIGURE = /₱|PHP|\d{1,3}(,\d{3})+|\d+\.\d{2}\b|\d{9,}/

describe('every event that concerns the person notifies them', () => {
  it("HR's decisions on a leave, with the remarks, each opening the leave", async () => {
    const { client } = await loginAs('regular')
    const pending = leaveIdOf('regular', 'pending')
    await control.approveLeave(pending, 'Enjoy the beach!')
    expect(await newest(client)).toMatchObject({
      topic: 'leave_decided',
      title: expect.stringMatching(/ approved$/),
      remarks: 'Enjoy the beach!',
      record: { kind: 'leave', id: pending },
      read_at: null,
    })
    const cancelling = leaveIdOf('regular', 'for_cancellation')
    await control.denyLeaveCancellation(cancelling, 'We need you at the client visit.')
    expect(await newest(client)).toMatchObject({
      topic: 'leave_cancellation_decided',
      title: 'Leave cancellation not approved',
      remarks: 'We need you at the client visit.',
      record: { kind: 'leave', id: cancelling },
    })
  })

  it("HR's decisions on an expense and its cancellation", async () => {
    const { client } = await loginAs('regular')
    const pending = expenseIdOf('regular', 'pending')
    await control.denyExpense(pending, 'Not in the budget.')
    expect(await newest(client)).toMatchObject({
      topic: 'expense_decided',
      title: 'Expense request denied',
      remarks: 'Not in the budget.',
      record: { kind: 'expense', id: pending },
    })
    const cancelling = expenseIdOf('regular', 'for_cancellation')
    await control.approveExpenseCancellation(cancelling)
    expect(await newest(client)).toMatchObject({
      topic: 'expense_cancellation_decided',
      title: 'Expense request cancelled',
      remarks: null,
      record: { kind: 'expense', id: cancelling },
    })
  })

  it('a payslip published, opening the payslip', async () => {
    const { client } = await loginAs('regular')
    const payslip = control.publishPayslip(personas.regular.email)
    expect(await newest(client)).toMatchObject({
      topic: 'payslip_published',
      title: 'Your payslip is ready',
      record: { kind: 'payslip', id: payslip.id },
    })
  })

  it('an approved leave starting tomorrow, once, on the day before it', async () => {
    const { user } = await loginAs('regular')
    const leave = db.leave_request.create({
      user_id: user.id,
      type: 'vacation',
      date_started: '2026-11-26',
      date_finished: '2026-11-27',
      days: 2,
      reason: 'Family trip',
      status: 'approved',
      remarks: null,
      cancel_reason: null,
      created_at: clock.nowIso(),
      updated_at: clock.nowIso(),
    })
    // A day's jump outlives the token: each look signs in again, from the same browser.
    const reminders = async () =>
      (await notificationsOf((await loginAs('regular')).client)).filter(
        (notification) => notification.topic === 'leave_starting',
      )
    expect(await reminders()).toEqual([])
    clock.advance(24 * 3_600_000) // Tuesday 24 Nov: not yet
    expect(await reminders()).toEqual([])
    clock.advance(24 * 3_600_000) // Wednesday 25 Nov: the day before
    expect(await reminders()).toMatchObject([
      { title: 'Your leave starts tomorrow', record: { kind: 'leave', id: leave.id } },
    ])
    clock.advance(3_600_000)
    expect(await reminders()).toHaveLength(1)
  })

  it('a leave approved on the day before it starts is reminded of at once', async () => {
    const { client } = await loginAs('regular')
    const id = leaveIdOf('regular', 'pending')
    db.leave_request.update({ where: { id: { equals: id } }, data: { date_started: '2026-11-24' } })
    await control.approveLeave(id)
    expect((await notificationsOf(client)).slice(0, 2)).toMatchObject([
      { topic: 'leave_starting', record: { kind: 'leave', id } },
      { topic: 'leave_decided', record: { kind: 'leave', id } },
    ])
  })

  it('security notices: two-factor on and off, new recovery codes, a recovery code used, a password reset', async () => {
    const { client, user } = await loginAs('regular')
    const titles = () =>
      db.notification
        .getAll()
        .filter((row) => row.user_id === user.id && row.topic === 'security')
        .sort((a, b) => a.id - b.id)
        .map((row) => row.title)
    const generated = await client.twoFactor.generate()
    if (generated.status !== 200) throw new Error(`generate answered ${generated.status}`)
    await client.twoFactor.enable({ body: { code: generateTotp(generated.body.data.secret) } })
    const regenerated = await client.twoFactor.regenerateRecoveryCodes({ body: { password: DEMO_PASSWORD } })
    if (regenerated.status !== 200) throw new Error(`regenerate answered ${regenerated.status}`)
    const anonymous = createClient()
    const login = await anonymous.auth.login({ body: { email: personas.regular.email, password: DEMO_PASSWORD } })
    if (login.status !== 200 || !('is_2fa_enabled' in login.body.data)) throw new Error('expected a challenge')
    const [recoveryCode] = regenerated.body.data.recovery_codes
    expect(
      (await anonymous.auth.verifyOtp({ body: { user_id: login.body.data.user_id, recovery_code: recoveryCode } }))
        .status,
    ).toBe(200)
    await client.twoFactor.disable({ body: { password: DEMO_PASSWORD } })
    await anonymous.auth.forgotPassword({ body: { email: personas.regular.email } })
    const code = control.latestEmail(personas.regular.email)?.code ?? ''
    const verified = await anonymous.auth.resetVerifyOtp({ body: { email: personas.regular.email, code } })
    if (verified.status !== 200) throw new Error(`reset code answered ${verified.status}`)
    const password = 'a brand new passphrase'
    await anonymous.auth.resetPassword({
      body: {
        email: personas.regular.email,
        token: verified.body.data.token,
        password,
        password_confirmation: password,
      },
    })
    expect(titles()).toEqual([
      'Sign-in from a new device',
      'Two-factor authentication is on',
      'New recovery codes',
      'A recovery code was used to sign in',
      'Two-factor authentication is off',
      'Your password was changed',
    ])
  })

  it('security notices: a new device, a changed password', async () => {
    const { client } = await loginAs('regular')
    expect(await newest(client)).toMatchObject({
      topic: 'security',
      title: 'Sign-in from a new device',
      record: { kind: 'sessions', id: null },
    })
    // Where that browser can be signed out (docs/product/privacy.md#sessions-and-devices).
    expect(control.latestEmail(personas.regular.email)).toMatchObject({
      subject: 'Sign-in from a new device',
      link: '/privacy/sessions',
    })
    // The same browser again is not new; another one is.
    const again = await createClient().auth.login({
      body: { email: personas.regular.email, password: DEMO_PASSWORD },
    })
    expect(again.status).toBe(200)
    expect((await notificationsOf(client)).filter((n) => n.title === 'Sign-in from a new device')).toHaveLength(1)
    const form = new FormData()
    form.set('email', personas.regular.email)
    form.set('password', DEMO_PASSWORD)
    const phone = await rawRequest('POST', '/auth/login', {
      body: form,
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    })
    expect(phone.status).toBe(200)
    expect(await newest(client)).toMatchObject({ body: expect.stringContaining('(Chrome on Android)') })

    await client.profile.changePassword({
      body: {
        current_password: DEMO_PASSWORD,
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      },
    })
    expect(await newest(client)).toMatchObject({ topic: 'security', title: 'Your password was changed' })
  })
})

describe('channels follow the preferences', () => {
  it('starts with every channel on, security fixed on', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.notifications.preferences()
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          leave_decided: { in_app: true, email: true, push: true },
          payslip_published: { in_app: true, email: true, push: true },
          security: { in_app: true, email: true, push: true },
        },
      },
    })
  })

  it('a topic switched off in the app and by e-mail sends neither; the others still go', async () => {
    const { client } = await loginAs('regular')
    const saved = await client.notifications.updatePreferences({
      body: { leave_decided: { in_app: false, email: false, push: true } },
    })
    expect(saved).toMatchObject({
      status: 200,
      body: { data: { leave_decided: { in_app: false, email: false, push: true }, expense_decided: { in_app: true } } },
    })
    const before = (await notificationsOf(client)).length
    const emailsBefore = control.outbox(personas.regular.email).length
    await control.approveLeave(leaveIdOf('regular', 'pending'))
    expect(await notificationsOf(client)).toHaveLength(before)
    expect(control.outbox(personas.regular.email)).toHaveLength(emailsBefore)

    await control.approveExpense(expenseIdOf('regular', 'pending'))
    expect(await newest(client)).toMatchObject({ topic: 'expense_decided' })
    expect(control.latestEmail(personas.regular.email)?.subject).toBe('Expense request approved')
  })

  it('refuses to switch security notices off, with the field named', async () => {
    const { client } = await loginAs('regular')
    const answer = await rawRequest('PATCH', '/notification-preferences', {
      token: (await loginAs('regular')).token,
      body: JSON.stringify({ security: { in_app: false, email: false, push: false } }),
    })
    expect(answer.status).toBe(422)
    expect((await client.notifications.preferences()).body).toMatchObject({ data: { security: { in_app: true } } })
  })

  it('refuses a channel that is not true or false', async () => {
    const { token } = await loginAs('regular')
    const answer = await rawRequest('PATCH', '/notification-preferences', {
      token,
      body: JSON.stringify({ leave_decided: { in_app: 'yes', email: true, push: true } }),
    })
    expect(answer).toMatchObject({ status: 422, body: { errors: { 'leave_decided.in_app': [expect.any(String)] } } })
  })
})

describe('e-mails say what happened and link to the app, never a figure', () => {
  it('holds for every business notice', async () => {
    await loginAs('regular')
    await control.approveLeave(leaveIdOf('regular', 'pending'), 'Approved; ₱1,250.00 advance on the 15th.')
    await control.approveLeaveCancellation(leaveIdOf('regular', 'for_cancellation'))
    await control.approveExpense(expenseIdOf('regular', 'pending'), 'Reimbursed PHP 15,499.75')
    await control.denyExpenseCancellation(expenseIdOf('regular', 'for_cancellation'))
    control.publishPayslip(personas.regular.email)
    const mails = control.outbox(personas.regular.email).slice(-5)
    expect(mails).toHaveLength(5)
    for (const mail of mails) {
      expect(mail.text, mail.subject).not.toMatch(FIGURE)
      expect(mail.subject, mail.subject).not.toMatch(FIGURE)
      expect(mail.text).toContain(`Open Empleo to see it: ${mail.link}`)
    }
    expect(mails.map((mail) => mail.link)).toEqual([
      expect.stringMatching(/^\/leave\?request=\d+$/),
      expect.stringMatching(/^\/leave\?request=\d+$/),
      expect.stringMatching(/^\/item\?request=\d+$/),
      expect.stringMatching(/^\/item\?request=\d+$/),
      expect.stringMatching(/^\/payslip\/\d+$/),
    ])
  })

  it('names an expense by its type and filing date, never by its free-text item name', async () => {
    const { client } = await loginAs('regular')
    const filed = await client.expense.create({
      body: { type: 'item', item_name: 'Laptop ₱45,999.50 (net of VAT)', costing: 45_999.5 },
    })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    await control.approveExpense(filed.body.data.id)
    const cancelling = db.expense_request.findFirst({
      where: { id: { equals: expenseIdOf('regular', 'for_cancellation') } },
    })
    await control.approveExpenseCancellation(cancelling!.id)
    const [decided, cancelled] = control.outbox(personas.regular.email).slice(-2)
    expect(decided?.text).toMatch(/^Your item request filed on 23 Nov 2026 was approved\. Open Empleo/)
    expect(decided?.text).not.toMatch(/Laptop|45,999|net of VAT/)
    expect(cancelled?.text).toMatch(/^HR approved the cancellation of your \w+ request filed on \d+ \w{3} 2026\./)
    expect(cancelled?.text).not.toContain(cancelling!.item_name)
  })
})

describe('pushes go to the person’s devices, with the topic and the record only', () => {
  it('subscribes a device once, pushes per the preferences, and unsubscribes it', async () => {
    const { client } = await loginAs('regular')
    expect(await client.notifications.pushKey()).toMatchObject({
      status: 200,
      body: { data: { public_key: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) } },
    })
    expect(await client.notifications.subscribePush({ body: DEVICE })).toMatchObject({
      status: 201,
      body: { data: { endpoint: DEVICE.endpoint } },
    })
    expect(await client.notifications.subscribePush({ body: DEVICE })).toMatchObject({
      status: 201,
      body: { message: 'This device already gets your notifications.' },
    })

    const payslip = control.publishPayslip(personas.regular.email)
    expect(control.pushesTo(personas.regular.email)).toEqual([
      {
        endpoint: DEVICE.endpoint,
        topic: 'payslip_published',
        record: { kind: 'payslip', id: payslip.id },
        at: expect.any(String),
      },
    ])

    await client.notifications.updatePreferences({
      body: { leave_decided: { in_app: true, email: true, push: false } },
    })
    await control.approveLeave(leaveIdOf('regular', 'pending'))
    expect(control.pushesTo(personas.regular.email)).toHaveLength(1)

    expect(await client.notifications.unsubscribePush({ query: { endpoint: DEVICE.endpoint } })).toMatchObject({
      status: 200,
    })
    control.publishPayslip(personas.regular.email)
    expect(control.pushesTo(personas.regular.email)).toHaveLength(1)
  })

  it('moves a device to whoever signs in on it, and keeps one person from removing another’s', async () => {
    const maria = await loginAs('regular')
    const other = await loginAs('probationary')
    await maria.client.notifications.subscribePush({ body: DEVICE })
    expect((await other.client.notifications.unsubscribePush({ query: { endpoint: DEVICE.endpoint } })).status).toBe(
      404,
    )
    // The same browser's subscription, keys and all: Angelica signed in on Maria's browser.
    expect((await other.client.notifications.subscribePush({ body: DEVICE })).status).toBe(201)
    control.publishPayslip(personas.regular.email)
    expect(control.pushesTo(personas.regular.email)).toEqual([])
  })

  it("keeps Maria's device when Angelica posts its endpoint with her own keys", async () => {
    const maria = await loginAs('regular')
    const angelica = await loginAs('probationary')
    await maria.client.notifications.subscribePush({ body: DEVICE })
    const taken = await angelica.client.notifications.subscribePush({
      body: { ...DEVICE, p256dh: `${DEVICE.p256dh.slice(0, -4)}AAAA`, auth: 'YW5nZWxpY2EtYXV0aA' },
    })
    expect(taken).toMatchObject({ status: 409, body: { data: null, errors: null } })
    expect(JSON.stringify(taken.body)).not.toMatch(/maria|santos/i)
    // The same keys but one: still not the browser's subscription.
    expect(
      (await angelica.client.notifications.subscribePush({ body: { ...DEVICE, auth: 'YW5nZWxpY2EtYXV0aA' } })).status,
    ).toBe(409)

    await control.approveLeave(leaveIdOf('regular', 'pending'))
    expect(control.pushesTo(personas.regular.email)).toEqual([
      expect.objectContaining({ endpoint: DEVICE.endpoint, topic: 'leave_decided' }),
    ])
    expect(control.pushesTo(personas.probationary.email)).toEqual([])
    expect((await maria.client.notifications.unsubscribePush({ query: { endpoint: DEVICE.endpoint } })).status).toBe(
      200,
    )
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/send/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/send/x',
    'https://[::1]/send/x',
    'https://localhost:8080/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil-fcm.googleapis.com/fcm/send/x',
    'https://notify.windows.com.attacker.test/w/?token=x',
    'https://push.example.test/send/abc123',
  ])('refuses %s: only the https URLs of the known push services', async (endpoint) => {
    const { client } = await loginAs('regular')
    expect(await client.notifications.subscribePush({ body: { ...DEVICE, endpoint } })).toMatchObject({
      status: 422,
      body: {
        errors: {
          endpoint: [
            'The endpoint must be an https URL of a known push service (fcm.googleapis.com, updates.push.services.mozilla.com, *.notify.windows.com, *.push.apple.com), with no port and no user name.',
          ],
        },
      },
    })
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/dXk3:APA91bH',
    'https://fcm.googleapis.com/wp/dXk3:APA91bH',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ])('takes a browser’s real endpoint %s', async (endpoint) => {
    const { client } = await loginAs('regular')
    expect((await client.notifications.subscribePush({ body: { ...DEVICE, endpoint } })).status).toBe(201)
  })
})

describe('the list, the count and marking read', () => {
  async function withThreeNotices() {
    const signedIn = await loginAs('regular')
    await control.approveLeave(leaveIdOf('regular', 'pending'))
    await control.approveExpense(expenseIdOf('regular', 'pending'))
    control.publishPayslip(personas.regular.email)
    return signedIn
  }

  it('counts the unread, marks one read and back, and marks all read', async () => {
    const { client } = await withThreeNotices()
    const all = await notificationsOf(client)
    const unread = all.filter((n) => n.read_at === null).length
    expect(await unreadCount(client)).toBe(unread)
    const [first] = all
    if (!first) throw new Error('expected a notification')
    const read = await client.notifications.mark({ params: { id: String(first.id) }, body: { read: true } })
    expect(read).toMatchObject({ status: 200, body: { data: { id: first.id, read_at: expect.any(String) } } })
    expect(await unreadCount(client)).toBe(unread - 1)
    await client.notifications.mark({ params: { id: String(first.id) }, body: { read: false } })
    expect(await unreadCount(client)).toBe(unread)
    expect(await client.notifications.markAllRead(noBody())).toMatchObject({
      status: 200,
      body: { data: { marked: unread } },
    })
    expect(await unreadCount(client)).toBe(0)
  })

  it('sorts unread first, filters by state and topic, and pages', async () => {
    const { client } = await withThreeNotices()
    const [oldest] = (await notificationsOf(client)).slice(-1)
    if (!oldest) throw new Error('expected a notification')
    await client.notifications.markAllRead(noBody())
    await client.notifications.mark({ params: { id: String(oldest.id) }, body: { read: false } })
    const unreadFirst = await client.notifications.list({ query: { sort: 'read', per_page: 2 } })
    expect(unreadFirst).toMatchObject({
      status: 200,
      body: { data: [{ id: oldest.id, read_at: null }, { read_at: expect.any(String) }], meta: { per_page: 2 } },
    })
    const payslips = await client.notifications.list({ query: { filter: { topic: 'payslip_published' } } })
    const topics = payslips.status === 200 ? payslips.body.data.map((n) => n.topic) : []
    expect(topics.length).toBeGreaterThan(1) // the seeded ones and the new one
    expect(new Set(topics)).toEqual(new Set(['payslip_published']))
    const unread = await client.notifications.list({ query: { filter: { state: 'unread' } } })
    expect(unread.status === 200 && unread.body.data.map((n) => n.id)).toEqual([oldest.id])
  })

  it("keeps each person's own: another's notification is not found, and marking all touches only one's own", async () => {
    const { client } = await withThreeNotices()
    const other = await loginAs('probationary')
    const [mine] = await notificationsOf(client)
    if (!mine) throw new Error('expected a notification')
    expect(
      (await other.client.notifications.mark({ params: { id: String(mine.id) }, body: { read: true } })).status,
    ).toBe(404)
    expect((await notificationsOf(other.client)).some((n) => n.id === mine.id)).toBe(false)
    await other.client.notifications.markAllRead(noBody())
    expect((await newest(client))?.read_at).toBeNull()
  })

  it('answers 401 without a token and 422 for an id that is not a number', async () => {
    expect((await createClient().notifications.unreadCount()).status).toBe(401)
    const { token } = await loginAs('regular')
    expect(
      await rawRequest('PATCH', '/notifications/abc', { token, body: JSON.stringify({ read: true }) }),
    ).toMatchObject({ status: 422, body: { errors: { id: ['The id must be a number.'] } } })
    expect(
      await rawRequest('PATCH', '/notifications/1', { token, body: JSON.stringify({ read: 'yes' }) }),
    ).toMatchObject({ status: 422, body: { errors: { read: [expect.any(String)] } } })
  })
})
