import type { FieldErrors } from '@contract/envelope'
import type { LeaveTypeRule } from '@contract/leave'
import { leaveTypeValues, type LeaveType, type MaternityCase } from '@contract/options'
import { addDays, addMonths } from '@contract/dates/arithmetic'
import { datesBetween } from '@contract/working-days'
import type { LeaveRequestRow, UserRow } from '../db'
import { civilStatusOf, genderOf } from '../db/employee-records'
import { leaveRequestsOf } from '../db/requests'
import { findCompanyById } from '../db/users'
import { dateRange, dayCount } from '../wording'

/**
 * The leave law of the Philippines (docs/product/philippines.md#statutory-leave), in ONE place: who may
 * take each leave, its limit, the documents it needs, its help text and where it comes from. GET
 * /leaves/types shows these facts, filing (leave-filing.ts) applies them, balances (leave-balances.ts)
 * take the yearly limits from here, and the confidential types are hidden from colleagues, e-mails and
 * notifications (docs/decisions/0047-confidential-leave.md).
 */

type Gender = 'male' | 'female'

type LeaveFacts = {
  limit: LeaveTypeRule['limit']
  documents: readonly string[]
  help: string
  source: string
  confidential?: boolean
  convertibleToCash?: boolean
  /** Only for this gender, with the law's words when the person is not. */
  only?: { gender: Gender; message: string }
  /** Only for a married person, with the law's words when the civil status on file says otherwise. */
  onlyMarried?: string
  /** Months of service (from hired_on) before the law gives it: from the same day, or the month's last (contract/dates/arithmetic.ts). */
  serviceMonths?: number
  /** The law's words for the service it needs, when they say more than "after N months of service". */
  serviceRule?: string
  /** Not owed by firms regularly employing fewer than 10 workers. */
  notOwedBySmallFirms?: boolean
}

/** RA 11210: maternity leave by case, in calendar days. */
export const MATERNITY_DAYS: Record<MaternityCase, number> = {
  live_birth: 105,
  live_birth_solo_mother: 105 + 15,
  miscarriage: 60,
}
/** RA 11210 sec. 6: the days of a live birth's maternity leave the mother may give to the child's father. */
export const MATERNITY_DAYS_TO_FATHER_MAX = 7
/** RA 8187: paternity leave follows the delivery, within this many days, for the first four deliveries. */
export const PATERNITY_WINDOW_DAYS = 60
export const PATERNITY_DELIVERIES_MAX = 4

const companyPolicy = (help: string): LeaveFacts => ({ limit: null, documents: [], help, source: 'Company policy' })

const facts: Record<LeaveType, LeaveFacts> = {
  emergency: companyPolicy(
    'For the unexpected: an accident, a calamity, a family emergency. Drawn from its own yearly balance.',
  ),
  sick: companyPolicy(
    'When you or your illness keeps you from work. HR may ask for a medical certificate for longer absences.',
  ),
  vacation: companyPolicy('Planned time off, drawn from your yearly vacation balance.'),
  'half day-morning': companyPolicy('The morning of one working day off, half a day from your vacation balance.'),
  'half day-afternoon': companyPolicy('The afternoon of one working day off, half a day from your vacation balance.'),
  'bereavement leave': companyPolicy('After the death of a family member, from its own yearly balance.'),
  'leave without pay': companyPolicy('Time off without pay, when no paid leave fits; it needs no balance.'),
  'leave without pay-half day morning': companyPolicy('A morning off without pay.'),
  'leave without pay-half day afternoon': companyPolicy('An afternoon off without pay.'),
  'maternity leave': {
    limit: { days: MATERNITY_DAYS.live_birth, unit: 'calendar_days', per: 'pregnancy' },
    documents: [],
    help: `${MATERNITY_DAYS.live_birth} calendar days with pay for a live birth, ${MATERNITY_DAYS.live_birth_solo_mother} for a solo mother, ${MATERNITY_DAYS.miscarriage} after a miscarriage or emergency termination. You may give up to ${MATERNITY_DAYS_TO_FATHER_MAX} days of a live birth's leave to the child's father. HR will ask for the SSS maternity notification.`,
    source: 'RA 11210 (105-Day Expanded Maternity Leave Law)',
    only: { gender: 'female', message: 'Maternity leave is only for female employees (RA 11210).' },
  },
  'paternity leave': {
    limit: { days: 7, unit: 'working_days', per: 'delivery' },
    documents: [],
    help: `7 days with pay for a married man, for each of the first ${PATERNITY_DELIVERIES_MAX} deliveries of his lawful wife, taken from the delivery and within ${PATERNITY_WINDOW_DAYS} days of it. HR will ask for the child's birth certificate.`,
    source: 'RA 8187 (Paternity Leave Act of 1996)',
    only: { gender: 'male', message: 'Paternity leave is only for male employees (RA 8187).' },
    onlyMarried: 'Paternity leave is for a married man, for the deliveries of his lawful wife (RA 8187 sec. 2).',
  },
  'service incentive leave': {
    limit: { days: 5, unit: 'working_days', per: 'year' },
    documents: [],
    help: "5 days with pay a year once you have worked a year. Days you do not use are paid in cash at the end of the year, on December's second payslip (or your last one, if you leave).",
    source: 'Labor Code art. 95',
    convertibleToCash: true,
    serviceMonths: 12,
    notOwedBySmallFirms: true,
  },
  'solo parent leave': {
    limit: { days: 7, unit: 'working_days', per: 'year' },
    documents: ['solo parent ID'],
    help: 'Up to 7 working days with pay a year for a solo parent who has worked at least 6 months. Attach your solo parent ID from the city or municipal social welfare office.',
    source: 'RA 11861 (Expanded Solo Parents Welfare Act)',
    serviceMonths: 6,
  },
  'vawc leave': {
    limit: { days: 10, unit: 'working_days', per: 'year' },
    documents: ['barangay protection order, or a court order or certification'],
    help: 'Up to 10 days with pay for a woman who is a victim of violence, or whose child is, to attend to medical and legal concerns. Attach the barangay protection order or the court document. Colleagues only ever see that you are away.',
    source: 'RA 9262 (Anti-Violence Against Women and Their Children Act), sec. 43',
    confidential: true,
    only: {
      gender: 'female',
      message:
        'Leave for victims of violence is for women employees who are victims of violence, or whose child is (RA 9262).',
    },
  },
  'special leave for women': {
    limit: { days: 60, unit: 'calendar_days', per: 'surgery' },
    documents: ['medical certificate of the gynaecological surgery'],
    help: 'Up to 2 months (60 days) with full pay after surgery for a gynaecological disorder, once you have worked 6 months in the last 12. Attach the medical certificate. Colleagues only ever see that you are away.',
    source: 'RA 9710 (Magna Carta of Women), sec. 18',
    confidential: true,
    only: { gender: 'female', message: 'Special leave for women is only for female employees (RA 9710).' },
    serviceMonths: 6,
    serviceRule:
      'Special leave for women is given after at least 6 months of service in the 12 months before the surgery (RA 9710 and its rules, sec. 18)',
  },
}

export const isConfidentialLeave = (type: LeaveType): boolean => facts[type].confidential === true

/** The statutory leaves counted per year, with the days the law gives: their balance's entitlement. */
export function statutoryYearlyDays(type: LeaveType): number | null {
  const limit = facts[type].limit
  return limit?.per === 'year' ? limit.days : null
}

/** Maternity and special leave for women are limited per event, not by a yearly balance. */
export const limitedPerEvent = (type: LeaveType): boolean =>
  facts[type].limit?.per === 'pregnancy' || facts[type].limit?.per === 'surgery'

/** Why the law does not give this person the leave today; null when it does. */
export function reasonNotOffered(user: UserRow, type: LeaveType, today: string): string | null {
  const fact = facts[type]
  if (fact.only) {
    const gender = genderOf(user.id)
    if (gender === null) return `${fact.only.message} Save your personal information (gender) first.`
    if (gender !== fact.only.gender) return fact.only.message
  }
  if (fact.onlyMarried) {
    const status = civilStatusOf(user.id)
    if (status === null) return `${fact.onlyMarried} Save your personal information (civil status) first.`
    if (status !== 'married')
      return `${fact.onlyMarried} Your personal information gives your civil status as ${status}; if you have married, update it first.`
  }
  if (fact.notOwedBySmallFirms && findCompanyById(user.company_id)?.size === 'one_ten_employees')
    return 'Your company signed up as employing 1 to 10 people, and firms regularly employing fewer than 10 workers do not owe service incentive leave (Labor Code art. 95). Ask HR if it now employs 10 or more.'
  if (fact.serviceMonths) {
    const needed = fact.serviceMonths === 12 ? 'a year' : `${fact.serviceMonths} months`
    const rule = fact.serviceRule ?? `It is given after ${needed} of service`
    if (!user.hired_on) return `${rule}, and your hire date is not on file yet. Ask HR.`
    const from = addMonths(user.hired_on, fact.serviceMonths)
    if (from > today)
      return `${rule}; you were hired on ${dateRange(user.hired_on)}, so you can take it from ${dateRange(from)}.`
  }
  return null
}

/** Every leave type as GET /leaves/types describes it to this person. */
export function leaveTypeRules(user: UserRow, today: string): LeaveTypeRule[] {
  return leaveTypeValues.map((type) => {
    const fact = facts[type]
    const reason = reasonNotOffered(user, type, today)
    return {
      type,
      offered: reason === null,
      reason_not_offered: reason,
      limit: fact.limit,
      documents_required: [...fact.documents],
      help: fact.help,
      confidential: fact.confidential === true,
      convertible_to_cash: fact.convertibleToCash === true,
      source: fact.source,
    }
  })
}

/** A leave in one of these states still counts against a limit. */
const COUNTED: readonly LeaveRequestRow['status'][] = ['pending', 'approved', 'for_cancellation']

/**
 * The yearly statutory balances this person sees: those the law gives them, except a confidential one
 * until they have taken it that year, so the landing page does not announce it (decision 0047).
 */
export function statutoryBalanceTypes(user: UserRow, year: number, today: string): LeaveType[] {
  const takenThisYear = new Set(
    leaveRequestsOf(user.id)
      .filter((leave) => COUNTED.includes(leave.status) && Number(leave.date_started.slice(0, 4)) === year)
      .map((leave) => leave.type),
  )
  return leaveTypeValues.filter(
    (type) =>
      statutoryYearlyDays(type) !== null &&
      reasonNotOffered(user, type, today) === null &&
      (!isConfidentialLeave(type) || takenThisYear.has(type)),
  )
}

export type StatutoryFields = {
  type: LeaveType
  date_started: string
  date_finished: string
  attachments: readonly unknown[]
  maternity_case?: MaternityCase | undefined
  days_given_to_father?: number | undefined
  delivery_date?: string | undefined
}

const calendarDays = (leave: { date_started: string; date_finished: string }) =>
  datesBetween(leave.date_started, leave.date_finished).length

/**
 * The law's refusals for a leave being filed, under the field to fix. `days` is what it charges; the
 * yearly limits are the balance's check (leave-filing.ts).
 */
export function statutoryFilingErrors(user: UserRow, leave: StatutoryFields, days: number, today: string): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  const fact = facts[leave.type]

  const reason = reasonNotOffered(user, leave.type, today)
  if (reason) {
    add('type', reason)
    return errors
  }
  if (fact.documents.length > 0 && leave.attachments.length === 0)
    add('attachments', `Attach your ${fact.documents.join(' and ')} (${fact.source.split(' (')[0]}).`)

  if (leave.type === 'maternity leave' && leave.maternity_case) {
    const given = leave.days_given_to_father ?? 0
    if (given > 0 && leave.maternity_case === 'miscarriage')
      add('days_given_to_father', 'Days can only be given to the father from the maternity leave of a live birth.')
    const most = MATERNITY_DAYS[leave.maternity_case] - (leave.maternity_case === 'miscarriage' ? 0 : given)
    const covered = calendarDays(leave)
    if (covered > most)
      add(
        'date_finished',
        `This maternity leave can cover at most ${dayCount(most)}${given > 0 && leave.maternity_case !== 'miscarriage' ? ` (after the ${dayCount(given)} given to the father)` : ''}, and these dates cover ${dayCount(covered)} (RA 11210).`,
      )
  }

  if (leave.type === 'paternity leave' && leave.delivery_date) {
    const delivery = leave.delivery_date
    const lastDay = addDays(delivery, PATERNITY_WINDOW_DAYS)
    if (leave.date_started < delivery)
      add('date_started', `Paternity leave starts on or after the delivery (${dateRange(delivery)}).`)
    if (leave.date_finished > lastDay)
      add(
        'date_finished',
        `Paternity leave is taken within ${PATERNITY_WINDOW_DAYS} days of the delivery: by ${dateRange(lastDay)} (RA 8187).`,
      )
    const paternity = leaveRequestsOf(user.id).filter(
      (other) => other.type === 'paternity leave' && COUNTED.includes(other.status) && other.delivery_date,
    )
    const earlier = new Set(paternity.map((other) => other.delivery_date).filter((date) => date !== delivery))
    if (earlier.size >= PATERNITY_DELIVERIES_MAX)
      add(
        'delivery_date',
        `Paternity leave is for the first ${PATERNITY_DELIVERIES_MAX} deliveries of your legitimate spouse (RA 8187), and your leave history already has ${earlier.size}.`,
      )
    const perDelivery = fact.limit?.days ?? 0
    const takenForIt = paternity
      .filter((other) => other.delivery_date === delivery)
      .reduce((sum, other) => sum + other.days, 0)
    if (takenForIt + days > perDelivery)
      add(
        'date_finished',
        `Paternity leave is ${dayCount(perDelivery)} for each delivery; ${dayCount(takenForIt)} already filed for this one, and these dates charge ${dayCount(days)}.`,
      )
  }

  if (leave.type === 'special leave for women') {
    const most = fact.limit?.days ?? 0
    const covered = calendarDays(leave)
    if (covered > most)
      add(
        'date_finished',
        `Special leave for women covers at most 2 months (${dayCount(most)}) after the surgery, and these dates cover ${dayCount(covered)} (RA 9710).`,
      )
  }
  return errors
}
