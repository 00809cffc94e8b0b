/**
 * The typed client's walk (decision 33): every operation of the OpenAPI document, called against
 * `npm run mock:server` with types generated from the document alone (generated/api.ts) and
 * openapi-fetch, each expected to answer the success status the document gives it. Nothing here comes
 * from contract/ or mocks/ (ESLint holds the line): if the document does not say how to call an
 * operation, this client cannot either. The walk has its own server, so it may change what it likes.
 *
 * Beyond the document it uses only the demo's published facts (README: the personas, their password,
 * the two-factor secret) and the mock's control routes (/__mock: the outbox's codes, HR's approvals),
 * as a test of any backend would use its fixtures.
 */
import createClient from 'openapi-fetch'
import { Secret, TOTP } from 'otpauth'
import { startMockServer, stopAll } from '../prism/processes'
import { loadDocument } from './document'
import type { paths } from './generated/api'
import { multipart } from './multipart'

const documentFile = process.argv[2] ?? 'docs/openapi.json'
const document = loadDocument(documentFile)

const PASSWORD = 'Mabuhay-Demo-2026'
const NEW_PASSWORD = 'Sampaguita-Typed-Client-2026'
const MARIA = 'maria.santos@bayanihantech.ph'
const JOSE = 'jose.reyes@bayanihantech.ph'
const KRISTINE = 'kristine.mendoza@bayanihantech.ph'
const CARMELA = 'carmela.aquino@bayanihantech.ph'
const RAMON = 'ramon.villanueva@bayanihantech.ph'
const PDF = new Blob(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], {
  type: 'application/pdf',
})
const PNG = new Blob(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  { type: 'image/png' },
)
const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate()

type Outcome = { operation: string; status: number | string; expected: number | null; said: string }
const outcomes: Outcome[] = []

/** Records one call: the operation, its answer's status and what the document promised. */
async function step<T extends { response: Response; error?: unknown }>(
  method: string,
  path: string,
  call: Promise<T>,
): Promise<T | null> {
  const operation = `${method} ${path}`
  const expected = document.successOf(method, path)
  try {
    const result = await call
    const message = (result.error as { message?: unknown } | undefined)?.message
    outcomes.push({
      operation,
      status: result.response.status,
      expected,
      said: typeof message === 'string' ? message : '',
    })
    return result
  } catch (error) {
    outcomes.push({
      operation,
      status: 'no answer',
      expected,
      said: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

/** An operation the walk could not call, because a call it needs first did not succeed. */
function blocked(method: string, path: string, needs: string): null {
  outcomes.push({
    operation: `${method} ${path}`,
    status: 'not called',
    expected: document.successOf(method, path),
    said: `needs ${needs}, which failed`,
  })
  return null
}

const form = (method: string, path: string) => (body: unknown) => multipart(body, document.encodingOf(method, path))

async function walk(baseUrl: string): Promise<void> {
  const client = createClient<paths>({ baseUrl })
  let token: string | null = null
  client.use({
    onRequest: ({ request }) => {
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  })
  const control = async (path: string, init?: { json?: unknown; query?: Record<string, string> }) => {
    const query = init?.query ? `?${new URLSearchParams(init.query)}` : ''
    const response = await fetch(`${baseUrl}/__mock${path}${query}`, {
      method: init?.json ? 'POST' : 'GET',
      headers: init?.json ? { 'Content-Type': 'application/json' } : {},
      body: init?.json ? JSON.stringify(init.json) : undefined,
    })
    return ((await response.json()) as { data: unknown }).data
  }
  const latestCode = async (to: string) =>
    String(((await control('/outbox/latest', { query: { to } })) as { code: unknown }).code)
  const signIn = async (email: string, password = PASSWORD) => {
    token = null
    const path = '/api/v1/employee/auth/login'
    const login = await step(
      'POST',
      path,
      client.POST(path, { body: { email, password }, bodySerializer: form('POST', path) }),
    )
    const data = login?.data?.data
    token = data && 'token' in data ? data.token : null
  }

  // Sign-up of a new company: the e-mailed code, the admin, then the company.
  const newAdmin = `typed.client.${Date.now()}@example.ph`
  {
    const path = '/api/v1/employee/signup/verify-email' as const
    await step('POST', path, client.POST(path, { body: { email: newAdmin }, bodySerializer: form('POST', path) }))
    const code = await latestCode(newAdmin)
    const verifyCode = '/api/v1/employee/signup/verify-code' as const
    const verified = await step(
      'POST',
      verifyCode,
      client.POST(verifyCode, { body: { email: newAdmin, code }, bodySerializer: form('POST', verifyCode) }),
    )
    const signupToken = verified?.data?.data.signup_token ?? ''
    const registerAdmin = '/api/v1/employee/signup/register-admin' as const
    const admin = await step(
      'POST',
      registerAdmin,
      client.POST(registerAdmin, {
        body: { email: newAdmin, full_name: 'Typed Client', password: NEW_PASSWORD, signup_token: signupToken },
        bodySerializer: form('POST', registerAdmin),
      }),
    )
    const registerCompany = '/api/v1/employee/signup/{adminId}/register-company' as const
    await step(
      'POST',
      registerCompany,
      client.POST(registerCompany, {
        params: { path: { adminId: admin?.data?.data.id ?? 0 } },
        body: {
          company_name: 'Typed Client Trading',
          company_address: '1 Ayala Avenue, Makati City, 1226 Metro Manila',
          company_industry: 'software_and_saas',
          company_size: 'one_ten_employees',
          signup_token: signupToken,
        },
        bodySerializer: form('POST', registerCompany),
      }),
    )
  }

  // Maria, the regular employee: her records, requests, payslips and settings.
  await signIn(MARIA)
  await step('GET', '/api/v1/employee/auth/me', client.GET('/api/v1/employee/auth/me'))
  await step('GET', '/api/v1/employee/dashboard', client.GET('/api/v1/employee/dashboard'))
  await step('GET', '/api/v1/employee/mood/today', client.GET('/api/v1/employee/mood/today'))
  await step(
    'POST',
    '/api/v1/employee/mood',
    client.POST('/api/v1/employee/mood', {
      body: { mood: 'great' },
      bodySerializer: form('POST', '/api/v1/employee/mood'),
    }),
  )
  await step('GET', '/api/v1/employee/profile', client.GET('/api/v1/employee/profile'))
  await step(
    'POST',
    '/api/v1/employee/profile/avatar',
    client.POST('/api/v1/employee/profile/avatar', {
      body: { avatar: PNG },
      bodySerializer: form('POST', '/api/v1/employee/profile/avatar'),
    }),
  )

  const today = new Date().toISOString().slice(0, 10)
  const year = Number(today.slice(0, 4))
  const holidays = []
  for (const inYear of [year, year + 1]) {
    const answer = await step(
      'GET',
      '/api/v1/employee/leaves/holidays',
      client.GET('/api/v1/employee/leaves/holidays', { params: { query: { year: inYear } } }),
    )
    holidays.push(...(answer?.data?.data ?? []))
  }
  const ongoing = await step(
    'GET',
    '/api/v1/employee/leaves/ongoing-dates',
    client.GET('/api/v1/employee/leaves/ongoing-dates'),
  )
  await step(
    'GET',
    '/api/v1/employee/leaves/calendar',
    client.GET('/api/v1/employee/leaves/calendar', { params: { query: { month: today.slice(0, 7) } } }),
  )
  await step('GET', '/api/v1/employee/leaves/balances', client.GET('/api/v1/employee/leaves/balances'))
  await step('GET', '/api/v1/employee/leaves/types', client.GET('/api/v1/employee/leaves/types'))
  await step(
    'GET',
    '/api/v1/employee/leaves/balances/on',
    client.GET('/api/v1/employee/leaves/balances/on', { params: { query: { date: today } } }),
  )
  await step(
    'GET',
    '/api/v1/employee/leaves/balances/preview',
    client.GET('/api/v1/employee/leaves/balances/preview', {
      params: { query: { type: 'vacation', date_started: today, date_finished: today } },
    }),
  )
  await step(
    'GET',
    '/api/v1/employee/leaves',
    client.GET('/api/v1/employee/leaves', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { status: 'pending' } } },
    }),
  )
  const taken = new Set<string>([
    ...holidays.map(({ date }) => date),
    ...(ongoing?.data?.data ?? []).map(({ date }) => date),
  ])
  const freeDays: string[] = []
  for (let offset = 21; freeDays.length < 2 && offset < 120; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000)
    const iso = date.toISOString().slice(0, 10)
    if (date.getUTCDay() % 6 !== 0 && !taken.has(iso)) freeDays.push(iso)
  }
  const leaveIds: number[] = []
  for (const day of freeDays) {
    const created = await step(
      'POST',
      '/api/v1/employee/leaves',
      client.POST('/api/v1/employee/leaves', {
        body: {
          type: 'leave without pay',
          date_started: day,
          date_finished: day,
          reason: 'Typed client walk',
          'attachments[]': [PDF],
        },
        bodySerializer: form('POST', '/api/v1/employee/leaves'),
      }),
    )
    if (created?.data) leaveIds.push(created.data.data.id)
  }
  const [leaveToCancel, leaveToApprove] = leaveIds
  const filedLeave = 'a filed leave (POST /leaves)'
  if (leaveToCancel === undefined) {
    blocked('GET', '/api/v1/employee/leaves/{id}', filedLeave)
    blocked('POST', '/api/v1/employee/leaves/{id}/cancel', filedLeave)
  } else {
    await step(
      'GET',
      '/api/v1/employee/leaves/{id}',
      client.GET('/api/v1/employee/leaves/{id}', { params: { path: { id: leaveToCancel } } }),
    )
    await step(
      'POST',
      '/api/v1/employee/leaves/{id}/cancel',
      client.POST('/api/v1/employee/leaves/{id}/cancel', {
        params: { path: { id: leaveToCancel } },
        body: { status: 'cancelled', remarks: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/leaves/{id}/cancel'),
      }),
    )
  }
  if (leaveToApprove === undefined) blocked('POST', '/api/v1/employee/leaves/{id}/cancel-request', filedLeave)
  else {
    await control('/leaves/approve', { json: { id: leaveToApprove } })
    await step(
      'POST',
      '/api/v1/employee/leaves/{id}/cancel-request',
      client.POST('/api/v1/employee/leaves/{id}/cancel-request', {
        params: { path: { id: leaveToApprove } },
        body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/leaves/{id}/cancel-request'),
      }),
    )
  }

  await step(
    'GET',
    '/api/v1/employee/item-requests',
    client.GET('/api/v1/employee/item-requests', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { status: 'pending' } } },
    }),
  )
  const expenseIds: number[] = []
  let fileUrl: string | undefined
  for (const item of ['Standing desk mat', 'Laptop riser']) {
    const created = await step(
      'POST',
      '/api/v1/employee/item-requests',
      client.POST('/api/v1/employee/item-requests', {
        body: {
          type: 'item',
          item_name: item,
          costing: '1850.00',
          description: 'Typed client walk',
          'attachments[]': [PDF],
        },
        bodySerializer: form('POST', '/api/v1/employee/item-requests'),
      }),
    )
    if (created?.data) {
      expenseIds.push(created.data.data.id)
      fileUrl ??= created.data.data.attachments[0]?.url
    }
  }
  const [expenseToCancel, expenseToApprove] = expenseIds
  const filedExpense = 'a filed expense request (POST /item-requests)'
  if (expenseToCancel === undefined) {
    blocked('GET', '/api/v1/employee/item-requests/{id}', filedExpense)
    blocked('POST', '/api/v1/employee/item-requests/{id}/cancel', filedExpense)
  } else {
    await step(
      'GET',
      '/api/v1/employee/item-requests/{id}',
      client.GET('/api/v1/employee/item-requests/{id}', { params: { path: { id: expenseToCancel } } }),
    )
    await step(
      'POST',
      '/api/v1/employee/item-requests/{id}/cancel',
      client.POST('/api/v1/employee/item-requests/{id}/cancel', {
        params: { path: { id: expenseToCancel } },
        body: { status: 'cancelled', remarks: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/item-requests/{id}/cancel'),
      }),
    )
  }
  if (expenseToApprove === undefined)
    blocked('POST', '/api/v1/employee/item-requests/{id}/cancel-request', filedExpense)
  else {
    await control('/expenses/approve', { json: { id: expenseToApprove } })
    await step(
      'POST',
      '/api/v1/employee/item-requests/{id}/cancel-request',
      client.POST('/api/v1/employee/item-requests/{id}/cancel-request', {
        params: { path: { id: expenseToApprove } },
        body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/item-requests/{id}/cancel-request'),
      }),
    )
  }
  if (!fileUrl) blocked('GET', '/api/v1/employee/files/{name}', 'an attachment link (POST /item-requests)')
  else {
    const file = new URL(fileUrl)
    await step(
      'GET',
      '/api/v1/employee/files/{name}',
      client.GET('/api/v1/employee/files/{name}', {
        params: {
          path: { name: decodeURIComponent(file.pathname.split('/').pop() ?? '') },
          query: {
            expires: Number(file.searchParams.get('expires')),
            signature: file.searchParams.get('signature') ?? '',
          },
        },
        parseAs: 'blob',
      }),
    )
  }

  const payslips = await step(
    'GET',
    '/api/v1/employee/payslips',
    client.GET('/api/v1/employee/payslips', { params: { query: { page: 1, per_page: 10 } } }),
  )
  const payslipId = payslips?.data?.data[0]?.id ?? 0 // 0 answers 422/404: reported against the list
  await step('GET', '/api/v1/employee/payslips/latest', client.GET('/api/v1/employee/payslips/latest'))
  await step('GET', '/api/v1/employee/payslips/unviewed-count', client.GET('/api/v1/employee/payslips/unviewed-count'))
  await step(
    'GET',
    '/api/v1/employee/payslips/{id}',
    client.GET('/api/v1/employee/payslips/{id}', { params: { path: { id: payslipId } } }),
  )
  await step(
    'GET',
    '/api/v1/employee/payslips/{id}/download',
    client.GET('/api/v1/employee/payslips/{id}/download', { params: { path: { id: payslipId } }, parseAs: 'blob' }),
  )
  await step(
    'GET',
    '/api/v1/employee/payslips/{id}/changes',
    client.GET('/api/v1/employee/payslips/{id}/changes', { params: { path: { id: payslipId } } }),
  )
  await step(
    'GET',
    '/api/v1/employee/payslips/thirteenth-month',
    client.GET('/api/v1/employee/payslips/thirteenth-month', { params: { query: {} } }),
  )
  const certificates = await step(
    'GET',
    '/api/v1/employee/tax-certificates',
    client.GET('/api/v1/employee/tax-certificates'),
  )
  const taxYear = certificates?.data?.data.certificates[0]?.year ?? 0 // 0 answers 422: reported against the list
  await step(
    'GET',
    '/api/v1/employee/tax-certificates/{year}',
    client.GET('/api/v1/employee/tax-certificates/{year}', { params: { path: { year: taxYear } } }),
  )
  await step(
    'GET',
    '/api/v1/employee/tax-certificates/{year}/download',
    client.GET('/api/v1/employee/tax-certificates/{year}/download', {
      params: { path: { year: taxYear } },
      parseAs: 'blob',
    }),
  )

  // Notifications: the list, marking read, the preferences and a device for pushes.
  const notifications = await step(
    'GET',
    '/api/v1/employee/notifications',
    client.GET('/api/v1/employee/notifications', {
      params: { query: { page: 1, per_page: 5, sort: 'read', filter: { state: 'unread' } } },
    }),
  )
  await step(
    'GET',
    '/api/v1/employee/notifications/unread-count',
    client.GET('/api/v1/employee/notifications/unread-count'),
  )
  const notificationId = notifications?.data?.data[0]?.id ?? 0 // 0 answers 422: reported against the list
  await step(
    'PATCH',
    '/api/v1/employee/notifications/{id}',
    client.PATCH('/api/v1/employee/notifications/{id}', {
      params: { path: { id: notificationId } },
      body: { read: true },
    }),
  )
  await step('POST', '/api/v1/employee/notifications/read-all', client.POST('/api/v1/employee/notifications/read-all'))
  await step(
    'GET',
    '/api/v1/employee/notification-preferences',
    client.GET('/api/v1/employee/notification-preferences'),
  )
  await step(
    'PATCH',
    '/api/v1/employee/notification-preferences',
    client.PATCH('/api/v1/employee/notification-preferences', {
      body: { payslip_published: { in_app: true, email: false, push: true } },
    }),
  )
  const pushKey = await step('GET', '/api/v1/employee/push/key', client.GET('/api/v1/employee/push/key'))
  const device = {
    endpoint: `https://fcm.googleapis.com/fcm/send/typed-client-${pushKey?.data?.data.public_key.slice(0, 8) ?? 'device'}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  }
  await step(
    'POST',
    '/api/v1/employee/push/subscriptions',
    client.POST('/api/v1/employee/push/subscriptions', {
      body: device,
      bodySerializer: form('POST', '/api/v1/employee/push/subscriptions'),
    }),
  )
  await step(
    'DELETE',
    '/api/v1/employee/push/subscriptions',
    client.DELETE('/api/v1/employee/push/subscriptions', { params: { query: { endpoint: device.endpoint } } }),
  )

  // Two-factor, set up and turned off again; then the password, changed.
  const generated = await step('GET', '/api/v1/employee/2fa/generate', client.GET('/api/v1/employee/2fa/generate'))
  const secret = generated?.data?.data.secret ?? ''
  await step(
    'POST',
    '/api/v1/employee/2fa/enable',
    client.POST('/api/v1/employee/2fa/enable', {
      body: { code: totp(secret) },
      bodySerializer: form('POST', '/api/v1/employee/2fa/enable'),
    }),
  )
  await step('GET', '/api/v1/employee/2fa/recovery-codes', client.GET('/api/v1/employee/2fa/recovery-codes'))
  await step(
    'POST',
    '/api/v1/employee/2fa/recovery-codes',
    client.POST('/api/v1/employee/2fa/recovery-codes', {
      body: { password: PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/2fa/recovery-codes'),
    }),
  )
  await step(
    'POST',
    '/api/v1/employee/2fa/disable',
    client.POST('/api/v1/employee/2fa/disable', {
      body: { password: PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/2fa/disable'),
    }),
  )
  await step(
    'PATCH',
    '/api/v1/employee/profile/password',
    client.PATCH('/api/v1/employee/profile/password', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    }),
  )
  const refreshed = await step('POST', '/api/v1/employee/auth/refresh', client.POST('/api/v1/employee/auth/refresh'))
  token = refreshed?.data?.data.token ?? token
  await step('POST', '/api/v1/employee/auth/logout', client.POST('/api/v1/employee/auth/logout'))

  // Jose has two-factor on: the login's second step.
  token = null
  {
    const path = '/api/v1/employee/auth/login'
    const login = await step(
      'POST',
      path,
      client.POST(path, { body: { email: JOSE, password: PASSWORD }, bodySerializer: form('POST', path) }),
    )
    const data = login?.data?.data
    const userId = data && 'user_id' in data ? data.user_id : 0
    const code = String(await control('/totp', { query: { email: JOSE } }))
    const verify = '/api/v1/employee/auth/verify-otp' as const
    await step(
      'POST',
      verify,
      client.POST(verify, { body: { user_id: String(userId), code }, bodySerializer: form('POST', verify) }),
    )
  }

  // Carmela, HR manager and employee, switches to the admin application.
  await signIn(CARMELA)
  await step('POST', '/api/v1/employee/switch-account', client.POST('/api/v1/employee/switch-account'))

  // Kristine, a new hire, goes through onboarding.
  await signIn(KRISTINE)
  await step('GET', '/api/v1/employee/onboarding', client.GET('/api/v1/employee/onboarding'))
  await step(
    'POST',
    '/api/v1/employee/onboarding/personal-info',
    client.POST('/api/v1/employee/onboarding/personal-info', {
      body: {
        first_name: 'Kristine',
        last_name: 'Mendoza',
        middle_name: 'Reyes',
        birthdate: '1998-04-12',
        gender: 'female',
        civil_status: 'single',
        complete_address: '12 Mabini Street, Barangay San Roque, Quezon City, 1109 Metro Manila',
        contact_no: '+639171234567',
        alternative_email: '',
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/personal-info'),
    }),
  )
  await step(
    'POST',
    '/api/v1/employee/onboarding/emergency-contacts',
    client.POST('/api/v1/employee/onboarding/emergency-contacts', {
      body: {
        'contacts[0][name]': 'Lorna Mendoza',
        'contacts[0][relationship]': 'parent',
        'contacts[0][contact_no]': '+639181234567',
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/emergency-contacts'),
    }),
  )
  await step(
    'POST',
    '/api/v1/employee/onboarding/bank-information',
    client.POST('/api/v1/employee/onboarding/bank-information', {
      body: {
        'banks[0][bank_name]': 'bdo',
        'banks[0][account_name]': 'Kristine R. Mendoza',
        'banks[0][account_no]': '001234567890',
        primary_bank_index: 0,
      },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/bank-information'),
    }),
  )
  await step(
    'POST',
    '/api/v1/employee/onboarding/social-benefits',
    client.POST('/api/v1/employee/onboarding/social-benefits', {
      body: { philhealth: '123456789012', pagibig: '123456789012', sss: '1234567890', tin: '123456789000' },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/social-benefits'),
    }),
  )
  await step(
    'POST',
    '/api/v1/employee/onboarding/account-settings',
    client.POST('/api/v1/employee/onboarding/account-settings', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      bodySerializer: form('POST', '/api/v1/employee/onboarding/account-settings'),
    }),
  )

  // Ramon forgot his password: the e-mailed code, then the reset.
  token = null
  {
    const forgot = '/api/v1/employee/auth/forgot-password' as const
    await step('POST', forgot, client.POST(forgot, { body: { email: RAMON }, bodySerializer: form('POST', forgot) }))
    const code = await latestCode(RAMON)
    const verify = '/api/v1/employee/auth/reset/verify-otp' as const
    const verified = await step(
      'POST',
      verify,
      client.POST(verify, { body: { email: RAMON, code }, bodySerializer: form('POST', verify) }),
    )
    const reset = '/api/v1/employee/auth/reset-password' as const
    await step(
      'POST',
      reset,
      client.POST(reset, {
        body: {
          email: RAMON,
          token: verified?.data?.data.token ?? '',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
        bodySerializer: form('POST', reset),
      }),
    )
  }
}

function report(): boolean {
  const walked = new Set(outcomes.map(({ operation }) => operation))
  const unwalked = document.operations().filter((operation) => !walked.has(operation))
  const failed = outcomes.filter(({ status, expected }) => status !== expected)
  for (const { operation, status, expected, said } of outcomes) {
    const mark = status === expected ? 'pass' : 'FAIL'
    console.log(
      `${mark}  ${operation.padEnd(62)} ${String(status).padEnd(9)} documented ${expected ?? 'no 2xx'}${mark === 'FAIL' && said ? `: ${said.slice(0, 160)}` : ''}`,
    )
  }
  for (const operation of unwalked) console.log(`FAIL  ${operation.padEnd(62)} not walked: the walk has no call for it`)
  const operations = document.operations().length
  console.log(
    failed.length === 0 && unwalked.length === 0
      ? `\nTYPED CLIENT WALKED EVERY ROUTE: ${operations} operations of ${documentFile}, ${outcomes.length} calls, each answered as documented`
      : `\nTYPED CLIENT FAILED: ${failed.length} of ${outcomes.length} calls not answered as documented, ${unwalked.length} of ${operations} operations not walked`,
  )
  return failed.length === 0 && unwalked.length === 0
}

try {
  const baseUrl = await startMockServer('test-results/typed-client-mock-server.log')
  await walk(baseUrl)
  process.exitCode = report() ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
  process.exitCode = 2
} finally {
  stopAll()
}
