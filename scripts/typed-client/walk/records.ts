import { PASSWORD, PNG } from './fixtures'
import type { Walker } from './walker'

const MOOD_KEY = '6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c'

/** Who is signed in, the dashboard, today's mood, the profile and a new avatar. */
export async function ownRecords({ client, call, form }: Walker): Promise<void> {
  await call('GET', '/api/v1/employee/auth/me', client.GET('/api/v1/employee/auth/me'))
  await call('GET', '/api/v1/employee/dashboard', client.GET('/api/v1/employee/dashboard'))
  await call('GET', '/api/v1/employee/mood/today', client.GET('/api/v1/employee/mood/today'))
  // Sent twice with its Idempotency-Key, as after a lost answer: the second answers 201 again, not 409.
  const shareMood = () =>
    client.POST('/api/v1/employee/mood', {
      params: { header: { 'Idempotency-Key': MOOD_KEY } },
      body: { mood: 'great' },
      bodySerializer: form('POST', '/api/v1/employee/mood'),
    })
  await call('POST', '/api/v1/employee/mood', shareMood())
  await call('POST', '/api/v1/employee/mood', shareMood())
  await call('GET', '/api/v1/employee/profile', client.GET('/api/v1/employee/profile'))
  await call(
    'POST',
    '/api/v1/employee/profile/avatar',
    client.POST('/api/v1/employee/profile/avatar', {
      body: { avatar: PNG },
      bodySerializer: form('POST', '/api/v1/employee/profile/avatar'),
    }),
  )
}

/** The payslips (list, latest, unviewed count, one with its PDF and changes, the 13th month) and the BIR Form 2316. */
export async function payslipsAndTaxCertificates({ client, call }: Walker): Promise<void> {
  const payslips = await call(
    'GET',
    '/api/v1/employee/payslips',
    client.GET('/api/v1/employee/payslips', { params: { query: { page: 1, per_page: 10 } } }),
  )
  const payslipId = payslips?.data?.data[0]?.id ?? 0 // 0 answers 422/404: reported against the list
  await call('GET', '/api/v1/employee/payslips/latest', client.GET('/api/v1/employee/payslips/latest'))
  await call('GET', '/api/v1/employee/payslips/unviewed-count', client.GET('/api/v1/employee/payslips/unviewed-count'))
  await call(
    'GET',
    '/api/v1/employee/payslips/{id}',
    client.GET('/api/v1/employee/payslips/{id}', { params: { path: { id: payslipId } } }),
  )
  await call(
    'GET',
    '/api/v1/employee/payslips/{id}/download',
    client.GET('/api/v1/employee/payslips/{id}/download', { params: { path: { id: payslipId } }, parseAs: 'blob' }),
  )
  await call(
    'GET',
    '/api/v1/employee/payslips/{id}/changes',
    client.GET('/api/v1/employee/payslips/{id}/changes', { params: { path: { id: payslipId } } }),
  )
  await call(
    'GET',
    '/api/v1/employee/payslips/thirteenth-month',
    client.GET('/api/v1/employee/payslips/thirteenth-month', { params: { query: {} } }),
  )
  const certificates = await call(
    'GET',
    '/api/v1/employee/tax-certificates',
    client.GET('/api/v1/employee/tax-certificates'),
  )
  const taxYear = certificates?.data?.data.certificates[0]?.year ?? 0 // 0 answers 422: reported against the list
  await call(
    'GET',
    '/api/v1/employee/tax-certificates/{year}',
    client.GET('/api/v1/employee/tax-certificates/{year}', { params: { path: { year: taxYear } } }),
  )
  await call(
    'GET',
    '/api/v1/employee/tax-certificates/{year}/download',
    client.GET('/api/v1/employee/tax-certificates/{year}/download', {
      params: { path: { year: taxYear } },
      parseAs: 'blob',
    }),
  )
}

/** Notifications: the list, marking read, the preferences and a device for pushes. */
export async function notificationsAndPushes({ client, call, form }: Walker): Promise<void> {
  const notifications = await call(
    'GET',
    '/api/v1/employee/notifications',
    client.GET('/api/v1/employee/notifications', {
      params: { query: { page: 1, per_page: 5, sort: 'read', filter: { state: 'unread' } } },
    }),
  )
  await call(
    'GET',
    '/api/v1/employee/notifications/unread-count',
    client.GET('/api/v1/employee/notifications/unread-count'),
  )
  const notificationId = notifications?.data?.data[0]?.id ?? 0 // 0 answers 422: reported against the list
  await call(
    'PATCH',
    '/api/v1/employee/notifications/{id}',
    client.PATCH('/api/v1/employee/notifications/{id}', {
      params: { path: { id: notificationId } },
      body: { read: true },
    }),
  )
  await call('POST', '/api/v1/employee/notifications/read-all', client.POST('/api/v1/employee/notifications/read-all'))
  await call(
    'GET',
    '/api/v1/employee/notification-preferences',
    client.GET('/api/v1/employee/notification-preferences'),
  )
  await call(
    'PATCH',
    '/api/v1/employee/notification-preferences',
    client.PATCH('/api/v1/employee/notification-preferences', {
      body: { payslip_published: { in_app: true, email: false, push: true } },
    }),
  )
  const pushKey = await call('GET', '/api/v1/employee/push/key', client.GET('/api/v1/employee/push/key'))
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/typed-client-${pushKey?.data?.data.public_key.slice(0, 8) ?? 'device'}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  }
  await call(
    'POST',
    '/api/v1/employee/push/subscriptions',
    client.POST('/api/v1/employee/push/subscriptions', {
      body: device,
      bodySerializer: form('POST', '/api/v1/employee/push/subscriptions'),
    }),
  )
  await call(
    'DELETE',
    '/api/v1/employee/push/subscriptions',
    client.DELETE('/api/v1/employee/push/subscriptions', { params: { query: { endpoint: device.endpoint } } }),
  )
}

/** Her access log, filtered to HR's entries about her leave, and what the company holds about her. */
export async function accessLog({ client, call }: Walker): Promise<void> {
  await call(
    'GET',
    '/api/v1/employee/privacy/access-log',
    client.GET('/api/v1/employee/privacy/access-log', {
      params: { query: { page: 1, per_page: 5, sort: '-at', filter: { category: 'leave', actor_role: 'hr' } } },
    }),
  )
  await call('GET', '/api/v1/employee/privacy/categories', client.GET('/api/v1/employee/privacy/categories'))
}

/** Download my data: asked for with her password, ready once the mock's clock has moved past its preparation. */
export async function dataExport({ client, call, form, control }: Walker): Promise<void> {
  const path = '/api/v1/employee/privacy/data-export'
  await call('POST', path, client.POST(path, { body: { password: PASSWORD }, bodySerializer: form('POST', path) }))
  await control('/clock/advance', { json: { ms: 60_000 } })
  const latest = await call('GET', path, client.GET(path))
  await call(
    'GET',
    '/api/v1/employee/privacy/data-export/download',
    client.GET('/api/v1/employee/privacy/data-export/download', {
      params: { query: { token: latest?.data?.data.token ?? '' } },
      parseAs: 'blob',
    }),
  )
  // Back again: the walk's authenticator codes are made by real time.
  await control('/clock/advance', { json: { ms: -60_000 } })
}

/** Consent and notices: the notice in force acknowledged, a choice changed, then the optional data erased. */
export async function consentAndChoices({ client, call, form }: Walker): Promise<void> {
  const consent = await call('GET', '/api/v1/employee/privacy/consent', client.GET('/api/v1/employee/privacy/consent'))
  const acknowledge = '/api/v1/employee/privacy/notice/acknowledge'
  await call(
    'POST',
    acknowledge,
    client.POST(acknowledge, {
      body: { version: String(consent?.data?.data.notice.version ?? 1) },
      bodySerializer: form('POST', acknowledge),
    }),
  )
  await call(
    'PATCH',
    '/api/v1/employee/privacy/choices',
    client.PATCH('/api/v1/employee/privacy/choices', { body: { share_mood_with_hr: true } }),
  )
  await call(
    'DELETE',
    '/api/v1/employee/privacy/optional-data/mood',
    client.DELETE('/api/v1/employee/privacy/optional-data/mood'),
  )
  await call(
    'DELETE',
    '/api/v1/employee/privacy/optional-data/photo',
    client.DELETE('/api/v1/employee/privacy/optional-data/photo'),
  )
}
