import type { InjectedFailure } from '../injected-faults'
import type { hrReadControl } from './hr-reads'
import type { identityControl } from './identity'
import type { payslipControl } from './payslips'
import type { privacyControl } from './privacy'
import type { pushControl } from './pushes'
import type { requestControl } from './requests'
import type { serverControl } from './server'

/**
 * THE client of the control routes (/__mock/*, http-handlers.ts), for whatever can only make HTTP
 * calls: the demo panel (`fetchTransport`) and the e2e tests (a transport that fetches from inside the
 * page, so the page's own service worker answers). It imports only types from the mock, so it brings
 * none of the mock's code with it.
 */

export type ControlRequest = { method: 'GET' | 'POST'; path: string; json?: Record<string, unknown> }
export type ControlTransport = (request: ControlRequest) => Promise<{ status: number; body: unknown }>

/** The control route refused (unknown user, nothing to activate, bad input): its message. */
export class ControlCallError extends Error {
  override name = 'ControlCallError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type DataOf<Action extends (...args: never[]) => unknown> = Awaited<ReturnType<Action>>

const envelopeField = (body: unknown, key: 'message' | 'data'): unknown =>
  body !== null && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined

export function controlClient(send: ControlTransport) {
  async function call<T>(request: ControlRequest): Promise<T> {
    const { status, body } = await send(request)
    if (status >= 300) {
      const message = envelopeField(body, 'message')
      throw new ControlCallError(status, typeof message === 'string' ? message : `The mock answered ${status}.`)
    }
    return (envelopeField(body, 'data') ?? null) as T
  }
  const get = <T>(path: string, query: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString()
    return call<T>({ method: 'GET', path: search ? `${path}?${search}` : path })
  }
  const post = <T>(path: string, json: Record<string, unknown> = {}) => call<T>({ method: 'POST', path, json })

  type Decision = DataOf<typeof requestControl.approveLeave>
  const decide = (path: string) => (id: number, remarks?: string, option?: boolean) =>
    post<Decision>(path, { id, remarks, option })
  /** HR's four decisions on a kind, named as requestControl names them, under the kind's control path. */
  const decisionsOn = <Name extends string>(name: Name, path: string) =>
    ({
      [`approve${name}`]: decide(`${path}/approve`),
      [`deny${name}`]: decide(`${path}/deny`),
      [`approve${name}Cancellation`]: decide(`${path}/approve-cancellation`),
      [`deny${name}Cancellation`]: decide(`${path}/deny-cancellation`),
    }) as Record<`${'approve' | 'deny'}${Name}${'' | 'Cancellation'}`, ReturnType<typeof decide>>

  return {
    /** E-mails the mock has "sent", oldest first; only those to `to` when given. */
    outbox: (to?: string) => get<DataOf<typeof serverControl.outbox>>('/outbox', { to }),
    /** The last e-mail to `to`, e.g. to read a one-time code; null when none went out. */
    latestEmail: (to: string) => get<DataOf<typeof serverControl.latestEmail>>('/outbox/latest', { to }),
    /** The pushes handed to the push service for `to`'s devices, oldest first. */
    pushesTo: (to: string) => get<DataOf<typeof pushControl.pushesTo>>('/pushes', { to }),

    clock: () => get<DataOf<typeof serverControl.clock>>('/clock'),
    /** Moves the mock's clock forward: token, code and countdown expiries follow it. */
    advanceClock: (ms: number) => post<DataOf<typeof serverControl.advanceClock>>('/clock/advance', { ms }),
    setClock: (instant: Date | string) =>
      post<DataOf<typeof serverControl.setClock>>('/clock', { now: new Date(instant).toISOString() }),
    resetClock: () => post<DataOf<typeof serverControl.resetClock>>('/clock/reset'),
    /** Every API call waits `ms` first. */
    setLatency: (ms: number) => post<null>('/latency', { ms }),
    /** The next API call fails this way; `answer-lost`: the next write is saved, then its answer dropped. */
    failNext: (kind: InjectedFailure) => post<null>('/fail-next', { kind }),
    /** Whether the API is offline, and the failure set for the next call. */
    network: () => get<DataOf<typeof serverControl.network>>('/network'),
    /** Every API call fails as a dropped line would until `false`; the control routes go on working. */
    setOffline: (on: boolean) => post<DataOf<typeof serverControl.setOffline>>('/offline', { on }),
    /** Reseeds the database: back to the seeded data, real time and no injected latency or failure. */
    reset: () => post<null>('/reset'),

    personas: () => get<DataOf<typeof identityControl.personas>>('/personas'),
    /** The code the user's authenticator shows now. */
    totpCode: (email: string) => get<DataOf<typeof identityControl.totpCode>>('/totp', { email }),
    pendingCompanies: () => get<DataOf<typeof identityControl.pendingCompanies>>('/companies/pending'),
    /** The provider activates a company, named by its id or its admin's e-mail. */
    activateCompany: (companyIdOrAdminEmail: number | string) =>
      post<DataOf<typeof identityControl.activateCompany>>(
        '/companies/activate',
        typeof companyIdOrAdminEmail === 'number'
          ? { company_id: companyIdOrAdminEmail }
          : { admin_email: companyIdOrAdminEmail },
      ),
    /** An admin deactivates the user: their sessions stop working. */
    deactivateUser: (email: string) =>
      post<DataOf<typeof identityControl.deactivateUser>>('/users/deactivate', { email }),
    /** An admin flags a password reset for the user: their sessions stop working. */
    flagPasswordReset: (email: string) =>
      post<DataOf<typeof identityControl.flagPasswordReset>>('/users/flag-password-reset', { email }),
    /** The user's current access tokens expire now (every user's without `email`). */
    expireTokens: (email?: string) =>
      post<DataOf<typeof identityControl.expireTokens>>('/tokens/expire', email ? { email } : {}),

    /** The employee's pending requests and cancellations, for HR (the demo panel) to decide. */
    awaitingDecision: (email: string) =>
      get<DataOf<typeof requestControl.awaitingDecision>>('/requests/awaiting-decision', { email }),
    /** Load testing: grows the employee's leave history to `own` requests. */
    loadLeaveHistory: (email: string, own: number) =>
      post<DataOf<typeof requestControl.loadLeaveHistory>>('/requests/leave-history', { email, own }),
    ...decisionsOn('Leave', '/leaves'),
    ...decisionsOn('Expense', '/expenses'),
    ...decisionsOn('Certificate', '/certificates'),
    ...decisionsOn('Correction', '/corrections'),
    /** Publishes the employee's next payslip (and e-mails them). */
    publishPayslip: (email: string) =>
      post<DataOf<typeof payslipControl.publishPayslip>>('/payslips/publish', { email }),
    /** Records the employee's last day of employment (their year's BIR Form 2316 follows the last payday). */
    separateEmployee: (email: string, lastDay: string) =>
      post<DataOf<typeof payslipControl.separateEmployee>>('/employees/separate', { email, last_day: lastDay }),
    /** HR opens the employee's latest payslip: an entry in their access log. */
    openLatestPayslip: (email: string) =>
      post<DataOf<typeof hrReadControl.openLatestPayslip>>('/payslips/open-latest', { email }),
    /** HR opens the newest document the employee attached to a request: an entry in their access log. */
    openLatestAttachment: (email: string) =>
      post<DataOf<typeof hrReadControl.openLatestAttachment>>('/attachments/open-latest', { email }),
    /** The employee's company publishes a new privacy notice: its employees acknowledge it before going on. */
    publishPrivacyNotice: (email: string) =>
      post<DataOf<typeof privacyControl.publishPrivacyNotice>>('/privacy-notice/publish', { email }),
    /** HR's mood figure this week at the employee's company, counting only those who share their mood. */
    teamMood: (email: string) => get<DataOf<typeof privacyControl.teamMood>>('/mood/team', { email }),
  }
}

export type ControlClient = ReturnType<typeof controlClient>

/** From a page of the app: fetch to its own origin, which the page's service worker answers. */
export const fetchTransport: ControlTransport = async ({ method, path, json }) => {
  const response = await fetch(
    new URL(`/__mock${path}`, window.location.href),
    json === undefined
      ? { method }
      : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
  )
  return { status: response.status, body: await response.json().catch(() => null) }
}
