import { contract } from '@contract'
import { addDays } from '@contract/dates/arithmetic'
import { weekdayOf } from '@contract/dates/business-date'
import type { AppRoute } from '@ts-rest/core'
import type { Instead } from './checks'
import type { Call } from './transport'

/**
 * How the kit exercises each route of the contract, by its key (`leave.create`). A route of the
 * contract missing here is reported as failing, so a new route is never silently unchecked.
 *
 * The rule of the plans: the kit never changes data it did not create. Mutations of the person's own
 * records (profile, password, two-factor, onboarding, today's mood) are checked only with invalid
 * bodies (422 changes nothing); what the kit files (a leave, an expense, a certificate or a correction request) it
 * cancels at once, before HR could apply it.
 * Public routes get one invalid body each, never the person's address, so no throttle counts it.
 */

export type Skip = { skip: string }
export const skip = (reason: string): Skip => ({ skip: reason })
export const isSkip = (planned: Call | Skip): planned is Skip => 'skip' in planned

/** The kinds of request the kit files and cancels: they share the same five routes. */
export const requestKinds = ['leave', 'expense', 'certificate', 'correction'] as const
type RequestKindKey = (typeof requestKinds)[number]

export type KitState = {
  readonly email: string
  readonly password: string
  token: string | undefined
  /** Why bearer routes cannot be called, when the login gave no token. */
  noSession: string
  /** Today's business date in Asia/Manila. */
  readonly today: string
  /** Records of the person the kit may read (never ones it would change by reading). */
  found: Partial<Record<RequestKindKey, number>> & {
    /** An approved certificate of employment request of the person's, whose PDF the kit may download. */
    approvedCertificate?: number
    viewedPayslip?: number
    fileUrl?: string
    notification?: { id: number; read: boolean }
    /** A year the person has a BIR Form 2316 for. */
    taxYear?: number
  }
  /** What the kit filed (its ids, the push device it subscribed), and which of them it has cancelled. */
  filed: Partial<Record<RequestKindKey, number>> & { pushEndpoint?: string }
  cancelled: Partial<Record<RequestKindKey, boolean>>
  /** The `data` of a GET the kit needs to plan a call; undefined when it did not succeed. */
  read: (route: AppRoute, call?: Call) => Promise<unknown>
}

type Planned = Call | Skip

export type RoutePlan = {
  /** The call that should succeed, or why the kit does not make it. */
  success: (state: KitState) => Planned | Promise<Planned>
  /** A GET whose success call changes something (read-only mode skips it); every other method does. */
  changes?: true
  /** The kit's own session (login, logout): made in read-only mode too. */
  ownSession?: true
  /** Answers the person's situation explains in place of success (their body is still checked). */
  instead?: readonly Instead[]
  /** Keeps what the success answered (its JSON body) for later routes. */
  remember?: (state: KitState, body: unknown) => void
  /** The 422 call; by default an empty body, with the unknown id's params. */
  invalid?: (state: KitState) => Planned
  /** The 404 call, for routes with an id in the path. */
  unknownId?: (state: KitState) => Call
  /** Runs after every other route (token refresh, logout), in contract order. */
  last?: true
}

/** An id no server has handed out (the largest 32-bit id). */
export const UNKNOWN_ID = 2_147_483_647

const KIT_NOTE = 'Filed by the API conformance kit; cancelled at once.'

/** How the kit cancels what it filed (pending -> cancelled). */
export const kitCancelBody = { status: 'cancelled', remarks: KIT_NOTE } as const

/** The envelope's `data`, whatever the rest of the body is. */
export const dataOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined

const firstId = (body: unknown): number | undefined => {
  const data = dataOf(body)
  return Array.isArray(data) && typeof data[0]?.id === 'number' ? (data[0].id as number) : undefined
}

const firstAttachmentUrl = (body: unknown): string | undefined => {
  const data = dataOf(body)
  if (!Array.isArray(data)) return undefined
  for (const record of data as { attachments?: { url?: unknown }[] }[])
    for (const attachment of record.attachments ?? []) if (typeof attachment.url === 'string') return attachment.url
  return undefined
}

/** A file link's name and signature as the files route takes them; undefined if it is not one. */
function fileCall(url: string): Call | undefined {
  try {
    const parsed = new URL(url)
    const name = /\/files\/([^/]+)$/.exec(parsed.pathname)?.[1]
    return name
      ? { params: { name: decodeURIComponent(name) }, query: Object.fromEntries(parsed.searchParams) }
      : undefined
  } catch {
    return undefined
  }
}

const isWeekend = (date: string): boolean => [0, 6].includes(weekdayOf(date))

/**
 * A working day three weeks or more ahead that no leave of the person holds: a leave without pay
 * there draws on no balance and overlaps nothing, so a conforming server files it.
 */
async function freeWorkingDay(state: KitState): Promise<string | undefined> {
  const taken = new Set<string>()
  const ongoing = await state.read(contract.leave.ongoingDates)
  if (Array.isArray(ongoing)) for (const entry of ongoing as { date: string }[]) taken.add(entry.date)
  const start = addDays(state.today, 21)
  for (const year of new Set([start.slice(0, 4), addDays(start, 60).slice(0, 4)])) {
    const holidays = await state.read(contract.leave.holidays, { query: { year } })
    if (Array.isArray(holidays)) for (const holiday of holidays as { date: string }[]) taken.add(holiday.date)
  }
  for (let offset = 0; offset < 60; offset += 1) {
    const date = addDays(start, offset)
    if (!isWeekend(date) && !taken.has(date)) return date
  }
  return undefined
}

const personal = (what: string) => () => skip(`would change the person's ${what}; checked with an invalid body only`)
const list = { success: () => ({ query: {} }) } as const
const read = { success: () => ({}) } as const
const idCall = (id: number, body?: Record<string, unknown>): Call => ({ params: { id }, body })

/** The requests the kit files and cancels: every kind shares the same cancel routes. */
function requestPlans(kind: RequestKindKey): Record<string, RoutePlan> {
  const cancelRequestBody = { status: 'for_cancellation', cancel_reason: KIT_NOTE }
  const someId = (state: KitState) => state.filed[kind] ?? state.found[kind]
  // An invalid body changes nothing on a conforming server; sent only about the kit's own request,
  // a server that ignored it could not touch the person's.
  const invalidAboutOwnRequest = (state: KitState): Call | Skip => {
    const id = state.filed[kind]
    return id ? idCall(id, {}) : skip(`the kit filed no ${kind} request to send it about`)
  }
  return {
    [`${kind}.list`]: {
      ...list,
      remember: (state, body) => {
        state.found[kind] = firstId(body)
        state.found.fileUrl ??= firstAttachmentUrl(body)
      },
    },
    [`${kind}.get`]: {
      success: (state) => {
        const id = someId(state)
        return id ? idCall(id) : skip(`the person has no ${kind} request to read`)
      },
      unknownId: () => idCall(UNKNOWN_ID),
    },
    [`${kind}.cancelRequest`]: {
      success: () => skip('needs an approved request, and only HR approves'),
      invalid: invalidAboutOwnRequest,
      unknownId: () => idCall(UNKNOWN_ID, cancelRequestBody),
    },
    [`${kind}.cancel`]: {
      success: (state) => {
        const id = state.filed[kind]
        return id && !state.cancelled[kind]
          ? idCall(id, kitCancelBody)
          : skip(`cancels only a request the kit filed, and none was filed`)
      },
      remember: (state) => {
        state.cancelled[kind] = true
      },
      invalid: invalidAboutOwnRequest,
      unknownId: () => idCall(UNKNOWN_ID, kitCancelBody),
    },
  }
}

export const plans: Record<string, RoutePlan> = {
  'signup.verifyEmail': { success: () => skip('would e-mail a sign-up code') },
  'signup.verifyCode': { success: () => skip('needs the e-mailed sign-up code') },
  'signup.registerAdmin': { success: () => skip('would create an account') },
  'signup.registerCompany': {
    success: () => skip('would register a company'),
    invalid: () => ({ params: { adminId: UNKNOWN_ID }, body: {} }),
    unknownId: () => ({
      params: { adminId: UNKNOWN_ID },
      body: {
        company_name: 'Conformance Kit Inc.',
        company_address: '1 Conformance Street, Makati City, 1200 Metro Manila',
        company_industry: 'software_and_saas',
        company_size: 'one_ten_employees',
        signup_token: 'conformance-kit-unknown-sign-up',
      },
    }),
  },

  'auth.login': {
    success: (state) => ({ body: { email: state.email, password: state.password } }),
    ownSession: true,
    remember: (state, body) => {
      const data = dataOf(body) as { token?: unknown; is_2fa_enabled?: unknown } | undefined
      if (typeof data?.token === 'string') state.token = data.token
      else if (data?.is_2fa_enabled) state.noSession = 'the person has two-factor on; give the kit a person without it'
    },
  },
  'auth.verifyOtp': { success: () => skip('needs a code from the authenticator') },
  'auth.me': read,
  'auth.forgotPassword': { success: () => skip('would e-mail the person a reset code') },
  'auth.resetVerifyOtp': { success: () => skip('needs the e-mailed reset code') },
  'auth.resetPassword': { success: personal('password') },
  'auth.refresh': {
    success: () => ({ body: {} }),
    last: true,
    remember: (state, body) => {
      const token = (dataOf(body) as { token?: unknown } | undefined)?.token
      if (typeof token === 'string') state.token = token
    },
  },
  'auth.logout': { success: () => ({ body: {} }), ownSession: true, last: true },

  'switchAccount.switchToAdmin': {
    success: () => ({ body: {} }),
    instead: [{ status: 403, reason: 'the person is not an active administrator' }],
  },

  'twoFactor.generate': {
    ...read,
    changes: true,
    instead: [{ status: 409, reason: 'two-factor is already on for the person' }],
  },
  'twoFactor.enable': { success: personal('two-factor setting') },
  'twoFactor.disable': { success: personal('two-factor setting') },
  'twoFactor.recoveryCodes': { ...read, instead: [{ status: 409, reason: 'two-factor is off for the person' }] },
  'twoFactor.regenerateRecoveryCodes': { success: personal('recovery codes') },

  'sessions.list': read,
  'sessions.signOut': {
    success: () => skip("would sign out one of the person's other sessions, which the kit did not start"),
    unknownId: () => ({ params: { id: 'conformance-kit-unknown-session' } }),
  },
  'sessions.signOutOthers': { success: () => skip('would sign the person out on their other devices') },

  'profile.get': {
    ...read,
    remember: (state, body) => {
      const avatar = (dataOf(body) as { user?: { employee_avatar?: unknown } } | undefined)?.user?.employee_avatar
      if (typeof avatar === 'string') state.found.fileUrl ??= avatar
    },
  },
  'profile.updateAvatar': { success: personal('photo') },
  'profile.changePassword': { success: personal('password') },

  'onboarding.get': read,
  'onboarding.savePersonalInfo': { success: personal('onboarding records') },
  'onboarding.saveEmergencyContacts': { success: personal('onboarding records') },
  'onboarding.saveBankInformation': { success: personal('onboarding records') },
  'onboarding.saveSocialBenefits': { success: personal('onboarding records') },
  'onboarding.saveAccountSettings': { success: personal('password') },

  'dashboard.get': read,

  'mood.today': read,
  'mood.submit': { success: personal('mood for today'), invalid: () => ({ body: { mood: 'not-a-mood' } }) },

  ...requestPlans('leave'),
  'leave.create': {
    success: async (state) => {
      const date = await freeWorkingDay(state)
      if (!date) return skip('found no free working day in the next three months to file a leave on')
      return {
        body: {
          type: 'leave without pay',
          date_started: date,
          date_finished: date,
          reason: `${KIT_NOTE} ${Date.now()}`,
        },
      }
    },
    remember: (state, body) => {
      state.filed.leave = (dataOf(body) as { id?: number } | undefined)?.id
    },
  },
  'leave.holidays': { success: (state) => ({ query: { year: Number(state.today.slice(0, 4)) } }) },
  'leave.ongoingDates': read,
  'leave.calendar': { success: (state) => ({ query: { month: state.today.slice(0, 7) } }) },
  'leave.balances': read,
  'leave.balancesOn': { success: (state) => ({ query: { date: state.today } }) },
  'leave.balancePreview': {
    success: (state) => ({ query: { type: 'vacation', date_started: state.today, date_finished: state.today } }),
  },
  'leave.types': read,

  ...requestPlans('expense'),
  'expense.create': {
    success: () => ({
      body: {
        type: 'item',
        item_name: 'Conformance check item',
        costing: '1.00',
        description: `${KIT_NOTE} ${Date.now()}`,
      },
    }),
    remember: (state, body) => {
      state.filed.expense = (dataOf(body) as { id?: number } | undefined)?.id
    },
  },

  ...requestPlans('certificate'),
  'certificate.list': {
    ...list,
    remember: (state, body) => {
      const data = dataOf(body)
      state.found.certificate = firstId(body)
      state.found.approvedCertificate = Array.isArray(data)
        ? (data as { id: number; status: string }[]).find((request) => request.status === 'approved')?.id
        : undefined
    },
  },
  'certificate.create': {
    success: (state) => ({
      body: {
        purpose: 'other',
        purpose_other: `${KIT_NOTE} ${Date.now()}`,
        include_compensation: false,
        copies: 1,
        needed_by: state.today,
      },
    }),
    remember: (state, body) => {
      state.filed.certificate = (dataOf(body) as { id?: number } | undefined)?.id
    },
  },
  'certificate.download': {
    success: (state) =>
      state.found.approvedCertificate
        ? idCall(state.found.approvedCertificate)
        : skip('needs an approved certificate request on the first page, and only HR approves'),
    unknownId: () => idCall(UNKNOWN_ID),
  },

  ...requestPlans('correction'),
  // A middle name no one has, so it differs from the record; its document is the smallest PDF the server takes.
  'correction.create': {
    success: () => ({
      body: {
        field: 'middle_name',
        value: `Kit ${Date.now()}`,
        reason: KIT_NOTE,
        attachments: [new File(['%PDF-1.4\n%%EOF\n'], 'conformance-kit.pdf', { type: 'application/pdf' })],
      },
    }),
    remember: (state, body) => {
      state.filed.correction = (dataOf(body) as { id?: number } | undefined)?.id
    },
  },

  'payslip.list': {
    ...list,
    remember: (state, body) => {
      const data = dataOf(body)
      const viewed = Array.isArray(data)
        ? (data as { id: number; viewed_at: unknown }[]).find((p) => p.viewed_at)
        : undefined
      state.found.viewedPayslip = viewed?.id
    },
  },
  'payslip.latest': read,
  'payslip.unviewedCount': read,
  'payslip.get': {
    success: (state) =>
      state.found.viewedPayslip
        ? idCall(state.found.viewedPayslip)
        : skip('opening a payslip marks it viewed, and the first page holds none the person has opened'),
    unknownId: () => idCall(UNKNOWN_ID),
  },
  'payslip.download': {
    success: (state) =>
      state.found.viewedPayslip
        ? idCall(state.found.viewedPayslip)
        : skip('downloading a payslip marks it viewed, and the first page holds none the person has opened'),
    unknownId: () => idCall(UNKNOWN_ID),
  },
  'payslip.thirteenthMonth': read,
  'payslip.changes': {
    success: (state) =>
      state.found.viewedPayslip
        ? idCall(state.found.viewedPayslip)
        : skip('the first page holds no payslip the person has opened'),
    unknownId: () => idCall(UNKNOWN_ID),
  },

  'payslip.taxCertificates': {
    success: () => ({}),
    remember: (state, body) => {
      state.found.taxYear = (dataOf(body) as { certificates?: { year: number }[] } | undefined)?.certificates?.[0]?.year
    },
  },
  ...Object.fromEntries(
    (['payslip.taxCertificate', 'payslip.taxCertificateDownload'] as const).map((key) => [
      key,
      {
        success: (state: KitState) =>
          state.found.taxYear ? { params: { year: state.found.taxYear } } : skip('the person has no BIR Form 2316 yet'),
        // No one was paid in 1901: a well-formed year without a certificate.
        unknownId: () => ({ params: { year: 1901 } }),
      },
    ]),
  ),

  'notifications.list': {
    ...list,
    remember: (state, body) => {
      const [first] = (dataOf(body) as { id: number; read_at: string | null }[] | undefined) ?? []
      if (first) state.found.notification = { id: first.id, read: first.read_at !== null }
    },
  },
  'notifications.unreadCount': read,
  'notifications.markAllRead': { success: () => skip("would mark every notification of the person's read") },
  // Marked as it already is, so the person's notification stays as it was.
  'notifications.mark': {
    success: (state) =>
      state.found.notification
        ? idCall(state.found.notification.id, { read: state.found.notification.read })
        : skip('the person has no notification'),
    invalid: (state) =>
      state.found.notification
        ? idCall(state.found.notification.id, { read: 'yes' })
        : skip('the person has no notification to send it about'),
    unknownId: () => idCall(UNKNOWN_ID, { read: true }),
  },
  'notifications.preferences': read,
  'notifications.updatePreferences': {
    success: personal('notification preferences'),
    // An empty change is a valid one (it changes nothing), so the invalid body names a topic.
    invalid: () => ({ body: { leave_decided: { in_app: 'yes', email: true, push: true } } }),
  },
  'notifications.pushKey': read,
  'notifications.subscribePush': {
    success: () => ({
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/conformance-kit-${Date.now()}`,
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    remember: (state, body) => {
      state.filed.pushEndpoint = (dataOf(body) as { endpoint?: string } | undefined)?.endpoint
    },
  },
  // Always the caller's own log: the route takes no id, so there is no other person's to ask for.
  'accessLog.list': list,
  'privacyCategories.list': read,
  'dataExport.latest': read,
  'dataExport.request': { success: personal('one data export of the day') },
  'dataExport.download': {
    // Without a ready export of the person's, a well-formed token is unknown (404), as another person's is.
    success: async (state) => {
      const latest = (await state.read(contract.dataExport.latest)) as { token?: string | null } | undefined
      return { query: { token: latest?.token ?? 'conformance-kit-unknown-token' } }
    },
    instead: [{ status: 404, reason: 'the person has no ready data export, so no token of theirs is known' }],
  },
  'privacyConsent.consent': read,
  'privacyConsent.acknowledgeNotice': {
    success: personal('acknowledgement of the privacy notice'),
    invalid: () => ({ body: { version: 0 } }),
  },
  'privacyConsent.updateChoices': {
    success: personal('choices about optional processing'),
    // An empty change is a valid one (it changes nothing), so the invalid body names a choice.
    invalid: () => ({ body: { share_mood_with_hr: 'yes' } }),
  },
  'privacyConsent.eraseMoodHistory': { success: () => skip("would erase the person's mood history") },
  'privacyConsent.erasePhoto': { success: () => skip("would erase the person's profile photo") },
  'notifications.unsubscribePush': {
    success: (state) =>
      state.filed.pushEndpoint
        ? { query: { endpoint: state.filed.pushEndpoint } }
        : skip('removes only the device the kit subscribed, and none was'),
  },

  'files.get': {
    success: (state) =>
      (state.found.fileUrl ? fileCall(state.found.fileUrl) : undefined) ??
      skip("no record of the person's carries a file link"),
    // The signature is required (422 without one); a made-up one is a missing file's 404.
    unknownId: () => ({ params: { name: 'conformance-kit-missing.pdf' }, query: { signature: 'conformance-kit' } }),
  },
}
