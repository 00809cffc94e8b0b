import { addDays } from '@contract/dates/arithmetic'
import { weekdayOf } from '@contract/dates/business-date'
import { advance } from '../../mocks/clock'
import { control } from '../../mocks/control-api'
import { PREPARATION_MS } from '../../mocks/rules/data-export'
import { latestEmailTo } from '../../mocks/outbox'
import { generateTotp } from '../../mocks/rules/totp'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, personas } from '../../mocks/seed/personas'
import { pdfFile, pngFile } from '../../mocks/test/files'
import type { Send } from './examples'

/**
 * The calls the document's examples come from: each seeded persona does what the app does for them,
 * in an order where every call succeeds (a leave is filed before it is cancelled, a code is read from
 * the mock's outbox before it is entered). The first call of each route with a `who` is its example.
 */

type Listed = { id: number; date_finished?: string; date_training_finish_at?: string | null; attachments?: unknown[] }

const maria = 'Maria Santos (regular employee)'
const jose = 'Jose Reyes (two-factor on)'
const kristine = 'Kristine Mendoza (new hire, onboarding)'
const ramon = 'Ramon Villanueva (must change the password)'
const carmela = 'Carmela Aquino (HR manager, admin and employee)'
const angelica = 'Angelica Dela Cruz (probationary, forgot the password)'
const newOwner = 'A new company owner signing up'
const today = '2026-11-23'

/** The first Monday-to-Friday date from `from` on that no leave of the persona takes. */
function firstFreeWeekday(from: string, taken: readonly string[]): string {
  for (let date = from; ; date = addDays(date, 1)) if (weekdayOf(date) % 6 !== 0 && !taken.includes(date)) return date
}

export async function playExampleCalls(send: Send): Promise<void> {
  const login = async (email: string, who?: string) =>
    ((await send('auth.login', { body: { email, password: DEMO_PASSWORD } }, who)) as { token: string }).token

  // Sessions
  const token = await login(personas.regular.email, maria)
  const challenge = (await send('auth.login', {
    body: { email: personas.twoFactor.email, password: DEMO_PASSWORD },
  })) as {
    user_id: number
  }
  await send('auth.verifyOtp', { body: { user_id: challenge.user_id, code: generateTotp(DEMO_TOTP_SECRET) } }, jose)
  await send('auth.me', { token }, maria)

  // Home, mood and profile
  await send('dashboard.get', { token }, maria)
  await send('mood.today', { token }, maria)
  await send('mood.submit', { token, body: { mood: 'great' } }, maria)
  await send('profile.get', { token }, maria)
  await send('profile.updateAvatar', { token, body: { avatar: pngFile('maria-santos.png') } }, maria)

  // Leave
  const leaves = (await send(
    'leave.list',
    { token, query: { page: 1, per_page: 2, sort: '-updated_at', filter: { search: '', status: 'approved' } } },
    maria,
  )) as Listed[]
  const approvedLeaves = (await send('leave.list', {
    token,
    query: { per_page: 100, sort: '-date_started', filter: { status: 'approved' } },
  })) as Listed[]
  await send('leave.get', { token, params: { id: leaves[0]!.id } }, maria)
  await send('leave.holidays', { token, query: { year: 2026 } }, maria)
  const taken = ((await send('leave.ongoingDates', { token }, maria)) as { date: string }[]).map((row) => row.date)
  const freeDay = firstFreeWeekday('2026-12-01', taken)
  await send('leave.calendar', { token, query: { month: '2026-11' } }, maria)
  await send('leave.balances', { token }, maria)
  await send('leave.balancesOn', { token, query: { date: '2026-12-14' } }, maria)
  await send(
    'leave.balancePreview',
    { token, query: { type: 'vacation', date_started: '2026-12-14', date_finished: '2026-12-18' } },
    maria,
  )
  await send('leave.types', { token }, maria)
  const leave = (await send(
    'leave.create',
    {
      token,
      body: {
        type: 'vacation',
        date_started: freeDay,
        date_finished: freeDay,
        reason: 'A day trip to Tagaytay with the family.',
        attachments: [pdfFile('tagaytay-itinerary.pdf', 'Itinerary: Tagaytay day trip')],
      },
    },
    maria,
  )) as Listed
  await send(
    'leave.cancel',
    { token, params: { id: leave.id }, body: { status: 'cancelled', remarks: 'Plans changed.' } },
    maria,
  )
  const upcoming = approvedLeaves.find((row) => (row.date_finished ?? '') >= today)
  if (!upcoming) throw new Error('The seed has no approved leave still to come')
  await send(
    'leave.cancelRequest',
    {
      token,
      params: { id: upcoming.id },
      body: { status: 'for_cancellation', cancel_reason: 'The project deadline moved.' },
    },
    maria,
  )

  // Expense requests
  const expenses = (await send(
    'expense.list',
    { token, query: { page: 1, per_page: 2, sort: '-updated_at', filter: { search: '', item_type: 'item' } } },
    maria,
  )) as Listed[]
  await send('expense.get', { token, params: { id: expenses[0]!.id } }, maria)
  const expense = (await send(
    'expense.create',
    {
      token,
      body: {
        type: 'item',
        item_name: 'Noise-cancelling headset',
        costing: '4599.50',
        description: 'For client calls from the open office.',
        attachments: [pdfFile('headset-quotation.pdf', 'Quotation: headset, PHP 4,599.50')],
      },
    },
    maria,
  )) as Listed
  await send(
    'expense.cancel',
    { token, params: { id: expense.id }, body: { status: 'cancelled', remarks: 'IT already has one for me.' } },
    maria,
  )
  const approvedExpenses = (await send('expense.list', {
    token,
    query: { per_page: 100, filter: { status: 'approved' } },
  })) as Listed[]
  const cancellable = approvedExpenses.find((row) => (row.date_training_finish_at ?? today) >= today)
  if (!cancellable) throw new Error('The seed has no approved expense request that can still be cancelled')
  await send(
    'expense.cancelRequest',
    { token, params: { id: cancellable.id }, body: { status: 'for_cancellation', cancel_reason: 'No longer needed.' } },
    maria,
  )

  // Certificate of employment requests: one cancelled while pending, one approved by HR (the control
  // API), downloaded, then asked to be cancelled.
  const forALoan = {
    purpose: 'bank_loan',
    addressee: 'BDO Unibank, Housing Loans',
    include_compensation: true,
    copies: 2,
    needed_by: '2026-12-04',
  }
  const certificate = (await send('certificate.create', { token, body: forALoan }, maria)) as Listed
  await send(
    'certificate.cancel',
    {
      token,
      params: { id: certificate.id },
      body: { status: 'cancelled', remarks: 'The bank took my payslips instead.' },
    },
    maria,
  )
  const forAVisa = { purpose: 'visa_travel', include_compensation: false, copies: 1, needed_by: '2026-12-11' }
  const approvedCertificate = (await send('certificate.create', { token, body: forAVisa })) as Listed
  await control.approveCertificate(approvedCertificate.id)
  await send(
    'certificate.list',
    { token, query: { page: 1, per_page: 2, sort: '-updated_at', filter: { search: '', status: '' } } },
    maria,
  )
  await send('certificate.get', { token, params: { id: approvedCertificate.id } }, maria)
  await send('certificate.download', { token, params: { id: approvedCertificate.id } }, maria)
  await send(
    'certificate.cancelRequest',
    {
      token,
      params: { id: approvedCertificate.id },
      body: { status: 'for_cancellation', cancel_reason: 'The trip was called off.' },
    },
    maria,
  )

  // Correction requests: one cancelled while pending, one approved by HR (the control API) and then asked
  // to be cancelled. Each carries its supporting document.
  const marriedName = {
    field: 'last_name',
    value: 'Santos-Reyes',
    reason: 'I married in October; my marriage certificate is attached.',
    attachments: [pdfFile('Marriage certificate.pdf', 'PSA marriage certificate')],
  }
  const correction = (await send('correction.create', { token, body: marriedName }, maria)) as Listed
  await send(
    'correction.cancel',
    {
      token,
      params: { id: correction.id },
      body: { status: 'cancelled', remarks: 'I will file it with the PSA copy.' },
    },
    maria,
  )
  const newTin = {
    field: 'tin',
    value: '123456789012',
    reason: 'The branch code of my TIN was typed wrong at onboarding.',
    attachments: [pdfFile('TIN ID.pdf', 'Taxpayer Identification Number card')],
  }
  const approvedCorrection = (await send('correction.create', { token, body: newTin })) as Listed
  await control.approveCorrection(approvedCorrection.id)
  await send(
    'correction.list',
    { token, query: { page: 1, per_page: 2, sort: '-updated_at', filter: { search: '', status: '' } } },
    maria,
  )
  await send('correction.get', { token, params: { id: approvedCorrection.id } }, maria)
  await send(
    'correction.cancelRequest',
    {
      token,
      params: { id: approvedCorrection.id },
      body: { status: 'for_cancellation', cancel_reason: 'My earlier TIN was right after all.' },
    },
    maria,
  )

  // Payslips and files
  const payslips = (await send('payslip.list', { token, query: { page: 1, per_page: 2 } }, maria)) as Listed[]
  await send('payslip.latest', { token }, maria)
  await send('payslip.unviewedCount', { token }, maria)
  await send('payslip.get', { token, params: { id: payslips[0]!.id } }, maria)
  await send('payslip.download', { token, params: { id: payslips[0]!.id } }, maria)
  await send('payslip.changes', { token, params: { id: payslips[0]!.id } }, maria)
  await send('payslip.thirteenthMonth', { token, query: {} }, maria)
  await send('payslip.taxCertificates', { token }, maria)
  await send('payslip.taxCertificate', { token, params: { year: 2025 } }, maria)
  await send('payslip.taxCertificateDownload', { token, params: { year: 2025 } }, maria)
  const withFile = (await send('leave.get', { token, params: { id: leave.id } })) as {
    attachments: { url: string }[]
  }
  const fileUrl = new URL(withFile.attachments[0]!.url)
  await send(
    'files.get',
    {
      params: { name: fileUrl.pathname.split('/').at(-1)! },
      query: { expires: Number(fileUrl.searchParams.get('expires')), signature: fileUrl.searchParams.get('signature') },
    },
    maria,
  )

  // Notifications, their preferences and a device for pushes
  const notifications = (await send(
    'notifications.list',
    { token, query: { page: 1, per_page: 3, sort: 'read', filter: { state: '', topic: '' } } },
    maria,
  )) as Listed[]
  await send('notifications.unreadCount', { token }, maria)
  await send('notifications.mark', { token, params: { id: notifications[0]!.id }, body: { read: true } }, maria)
  await send('notifications.markAllRead', { token }, maria)
  await send('notifications.preferences', { token }, maria)
  await send(
    'notifications.updatePreferences',
    { token, body: { leave_starting: { in_app: true, email: false, push: true } } },
    maria,
  )
  await send('notifications.pushKey', { token }, maria)
  const device = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/eXampleDeviceToken:APA91bExample',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  }
  await send('notifications.subscribePush', { token, body: device }, maria)
  await send('notifications.unsubscribePush', { token, query: { endpoint: device.endpoint } }, maria)

  // Who saw her data: HR's decisions in her access log, and what the company holds about her
  await send(
    'accessLog.list',
    { token, query: { page: 1, per_page: 3, sort: '-at', filter: { category: 'leave', actor_role: 'hr' } } },
    maria,
  )
  await send('privacyCategories.list', { token }, maria)

  // Download my data: asked for, prepared in the background (the clock moved past it), downloaded
  await send('dataExport.request', { token, body: { password: DEMO_PASSWORD } }, maria)
  advance(PREPARATION_MS)
  const dataExport = (await send('dataExport.latest', { token }, maria)) as { token: string }
  await send('dataExport.download', { token, query: { token: dataExport.token } }, maria)

  // Two-factor, set up and taken down again
  const setup = (await send('twoFactor.generate', { token }, maria)) as { secret: string }
  await send('twoFactor.enable', { token, body: { code: generateTotp(setup.secret) } }, maria)
  await send('twoFactor.recoveryCodes', { token }, maria)
  await send('twoFactor.regenerateRecoveryCodes', { token, body: { password: DEMO_PASSWORD } }, maria)
  await send('twoFactor.disable', { token, body: { password: DEMO_PASSWORD } }, maria)

  // Onboarding, step by step
  const newHire = await login(personas.onboarding.email)
  await send('onboarding.get', { token: newHire }, kristine)
  await send(
    'onboarding.savePersonalInfo',
    {
      token: newHire,
      body: {
        first_name: 'Kristine',
        last_name: 'Mendoza',
        middle_name: 'Ramos',
        birthdate: '1999-04-12',
        gender: 'female',
        civil_status: 'single',
        complete_address: '12 Kamagong Street, Barangay San Antonio, Makati City, 1203 Metro Manila',
        contact_no: '+639171234567',
        alternative_email: '',
      },
    },
    kristine,
  )
  await send(
    'onboarding.saveEmergencyContacts',
    {
      token: newHire,
      body: {
        contacts: [
          { name: 'Lourdes Mendoza', contact_no: '+639181234567', relationship: 'Mother' },
          { name: 'Carlo Mendoza', contact_no: '+639191234567', relationship: 'Brother' },
        ],
      },
    },
    kristine,
  )
  await send(
    'onboarding.saveBankInformation',
    {
      token: newHire,
      body: {
        banks: [{ bank_name: 'BPI', account_name: 'Kristine R. Mendoza', account_no: '1234567890' }],
        primary_bank_index: 0,
      },
    },
    kristine,
  )
  await send(
    'onboarding.saveSocialBenefits',
    {
      token: newHire,
      body: { philhealth: '123456789012', pagibig: '121234567890', sss: '3412345678', tin: '123456789' },
    },
    kristine,
  )
  await send(
    'onboarding.saveAccountSettings',
    {
      token: newHire,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'Bagong-Simula-sa-Makati',
        confirm_password: 'Bagong-Simula-sa-Makati',
      },
    },
    kristine,
  )

  // The password: changed, and reset by e-mail
  const mustChange = await login(personas.mustChangePassword.email)
  await send(
    'profile.changePassword',
    {
      token: mustChange,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'Tatlong-Tasa-ng-Kape',
        password_confirmation: 'Tatlong-Tasa-ng-Kape',
      },
    },
    ramon,
  )
  const forgetful = personas.probationary.email
  await send('auth.forgotPassword', { body: { email: forgetful } }, angelica)
  const resetCode = latestEmailTo(forgetful)?.code ?? ''
  const reset = (await send('auth.resetVerifyOtp', { body: { email: forgetful, code: resetCode } }, angelica)) as {
    token: string
  }
  await send(
    'auth.resetPassword',
    {
      body: {
        email: forgetful,
        token: reset.token,
        password: 'Bagong-Password-Ulit',
        password_confirmation: 'Bagong-Password-Ulit',
      },
    },
    angelica,
  )

  // An administrator moves to the admin application
  const hr = await login(personas.adminEmployee.email)
  await send('switchAccount.switchToAdmin', { token: hr }, carmela)

  // A new company signs up
  const owner = 'ana.reyes@kapehanngbayan.ph'
  await send('signup.verifyEmail', { body: { email: owner } }, newOwner)
  const signupCode = latestEmailTo(owner)?.code ?? ''
  const verified = (await send('signup.verifyCode', { body: { email: owner, code: signupCode } }, newOwner)) as {
    signup_token: string
  }
  const admin = (await send(
    'signup.registerAdmin',
    {
      body: {
        email: owner,
        full_name: 'Ana Reyes',
        password: 'Kape-at-Pandesal-2026',
        signup_token: verified.signup_token,
      },
    },
    newOwner,
  )) as { id: number }
  await send(
    'signup.registerCompany',
    {
      params: { adminId: admin.id },
      body: {
        company_name: 'Kapehan ng Bayan Inc.',
        company_address: '45 Maginhawa Street, Teachers Village, Quezon City',
        company_industry: 'food_and_beverage',
        company_size: 'eleven_fifty_employees',
        signup_token: verified.signup_token,
      },
    },
    newOwner,
  )

  // Sessions and devices: Maria is signed in on her phone too; she signs it out, then every other
  const phone = {
    'User-Agent':
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'X-Forwarded-For': '203.0.113.7',
  }
  const onPhone = { body: { email: personas.regular.email, password: DEMO_PASSWORD }, headers: phone }
  await send('auth.login', onPhone)
  const sessions = (await send('sessions.list', { token }, maria)) as { id: string; current: boolean }[]
  await send('sessions.signOut', { token, params: { id: sessions.find((session) => !session.current)!.id } }, maria)
  await send('auth.login', onPhone)
  await send('sessions.signOutOthers', { token, body: {} }, maria)

  // Consent and notices: the company publishes a new notice, Maria acknowledges it and makes her choices
  await send('privacyConsent.consent', { token }, maria)
  const notice = control.publishPrivacyNotice(personas.regular.email)
  await send('privacyConsent.acknowledgeNotice', { token, body: { version: notice.version } }, maria)
  await send('privacyConsent.updateChoices', { token, body: { share_mood_with_hr: true } }, maria)
  await send('privacyConsent.erasePhoto', { token }, maria)
  await send('privacyConsent.eraseMoodHistory', { token }, maria)

  // The session ends: a fresh token, then logout
  const refreshed = (await send('auth.refresh', { token }, maria)) as { token: string }
  await send('auth.logout', { token: refreshed.token }, maria)
}
