import type { LeaveType } from '@contract/options'
import { leaveDays } from '../rules/working-days'
import type { UserRow } from '../db'
import { todayOf, workingSpan } from './calendar'
import type { AreaSeeder, SeedContext } from './context'
import { seedPdfAttachment } from './files'
import { stepTimes, writeTimeline, type Step } from './request-timelines'

/**
 * Leave requests. The main persona has a year of them in every status, one upcoming approved leave
 * and one awaiting approval of its cancellation; the probationary persona a few; everyone else on the
 * team (except contractors, who have no leave) a couple of approved ones around today, so the team
 * calendar shows names, and one colleague a confidential leave. Seeded leaves fit each person's balance on their
 * first day (accrual counted) and never overlap.
 */

type SeededLeave = {
  type: LeaveType
  /** Calendar days from today to the start (moved to the next working day), and working days taken. */
  offset: number
  days: number
  reason: string
  steps: readonly Step[]
  remarks?: string
  cancelReason?: string
  medicalCertificate?: boolean
}

function addLeave(context: SeedContext, user: UserRow, leave: SeededLeave): void {
  const { db } = context
  const today = todayOf(context.now)
  const { start, finish } = workingSpan(today, leave.offset, leave.days)
  const timeline = stepTimes(today, leave.steps)
  const first = timeline[0]
  const last = timeline.at(-1)
  if (!first || !last) return
  const row = db.leave_request.create({
    user_id: user.id,
    type: leave.type,
    date_started: start,
    date_finished: finish,
    days: leaveDays(leave.type, start, finish),
    reason: leave.reason,
    status: last.status,
    cancel_reason: leave.cancelReason ?? null,
    remarks: leave.remarks ?? null,
    submission_digest: '',
    created_at: first.at,
    updated_at: last.at,
  })
  writeTimeline(db, 'leave', row.id, timeline)
  if (leave.medicalCertificate) {
    seedPdfAttachment(
      context,
      { userId: user.id, kind: 'leave_request', attachableId: row.id },
      'medical-certificate.pdf',
      [
        { text: "St. Luke's Medical Center - Global City", size: 14, bold: true },
        { text: 'Rizal Drive cor. 32nd Street and 5th Avenue, Taguig City', size: 8 },
        { text: 'MEDICAL CERTIFICATE', size: 13, bold: true, gap: 16 },
        { text: `This is to certify that ${user.full_name} was seen in this clinic on ${start}`, gap: 12 },
        { text: 'for acute viral infection (influenza-like illness), and is advised to rest' },
        { text: `until ${finish}. Fit to return to work the following working day.` },
        { text: 'Dr. Liza M. Reyes, MD  -  PRC Lic. No. 0098765', gap: 24 },
      ],
      first.at,
    )
  }
}

const mainPersonaLeaves = (me: string, hr: string): SeededLeave[] => [
  {
    type: 'vacation',
    offset: -300,
    days: 3,
    reason: 'Family trip to Siargao booked during the seat sale.',
    steps: [
      ['pending', 314, me],
      ['approved', 313, hr],
    ],
  },
  {
    type: 'sick',
    offset: -250,
    days: 2,
    reason: 'Flu with high fever; medical certificate attached.',
    medicalCertificate: true,
    steps: [
      ['pending', 248, me],
      ['approved', 247, hr],
    ],
  },
  {
    type: 'emergency',
    offset: -200,
    days: 1,
    reason: 'A water pipe burst at home and I had to wait for the plumber.',
    steps: [
      ['pending', 200, me],
      ['approved', 199, hr],
    ],
  },
  {
    type: 'vacation',
    offset: -160,
    days: 5,
    reason: 'Visiting relatives in Davao for a week.',
    remarks: 'This is release week for the payments project. Please file for the week after instead.',
    steps: [
      ['pending', 175, me],
      ['denied', 174, hr, 'This is release week for the payments project. Please file for the week after instead.'],
    ],
  },
  {
    type: 'leave without pay',
    offset: -130,
    days: 1,
    reason: 'Getting my PSA documents in the province; no paid leave to spare that week.',
    steps: [
      ['pending', 140, me],
      ['approved', 139, hr],
    ],
  },
  {
    type: 'half day-morning',
    offset: -100,
    days: 1,
    reason: 'Dental appointment in the morning.',
    steps: [
      ['pending', 105, me],
      ['approved', 104, hr],
    ],
  },
  {
    type: 'bereavement leave',
    offset: -75,
    days: 2,
    reason: 'Wake and burial of my grandmother in Batangas.',
    steps: [
      ['pending', 76, me],
      ['approved', 76, hr],
    ],
  },
  {
    type: 'vacation',
    offset: -45,
    days: 2,
    reason: 'Beach weekend in La Union.',
    remarks: 'Plans changed; the trip was moved.',
    steps: [
      ['pending', 60, me],
      ['cancelled', 58, me, 'Plans changed; the trip was moved.'],
    ],
  },
  {
    type: 'vacation',
    offset: -30,
    days: 1,
    reason: 'Moving to a new apartment in Pasig.',
    cancelReason: 'The moving company rescheduled to a Saturday.',
    remarks: 'Cancellation approved.',
    steps: [
      ['pending', 50, me],
      ['approved', 49, hr],
      ['for_cancellation', 40, me, 'The moving company rescheduled to a Saturday.'],
      ['cancelled', 39, hr, 'Cancellation approved.'],
    ],
  },
  {
    type: 'sick',
    offset: -20,
    days: 1,
    reason: 'Migraine; could not look at a screen.',
    steps: [
      ['pending', 20, me],
      ['approved', 19, hr],
    ],
  },
  {
    type: 'half day-afternoon',
    offset: 7,
    days: 1,
    reason: 'Bank appointment for a Pag-IBIG housing loan.',
    steps: [['pending', 3, me]],
  },
  {
    type: 'vacation',
    offset: 14,
    days: 3,
    reason: 'Trip home to Iloilo for a family reunion.',
    steps: [
      ['pending', 12, me],
      ['approved', 11, hr],
    ],
  },
  {
    type: 'vacation',
    offset: 30,
    days: 2,
    reason: 'Concert in Bulacan and a rest day after.',
    cancelReason: 'A project deadline moved to that week; I will rebook later.',
    steps: [
      ['pending', 20, me],
      ['approved', 19, hr],
      ['for_cancellation', 2, me, 'A project deadline moved to that week; I will rebook later.'],
    ],
  },
  {
    type: 'vacation',
    offset: 45,
    days: 2,
    reason: 'Long weekend with the family in Baguio.',
    steps: [['pending', 1, me]],
  },
]

const probationaryLeaves = (me: string, hr: string): SeededLeave[] => [
  {
    type: 'sick',
    // After her third month of service began: a probationer accrues 5/12 of a day a month, so 1.25 days by then.
    offset: -10,
    days: 1,
    reason: 'Stomach flu.',
    steps: [
      ['pending', 10, me],
      ['approved', 9, hr],
    ],
  },
  {
    type: 'emergency',
    offset: -15,
    days: 1,
    reason: "My son's school called me in.",
    remarks: 'Please coordinate with your team lead before filing emergency leave.',
    steps: [
      ['pending', 15, me],
      ['denied', 14, hr, 'Please coordinate with your team lead before filing emergency leave.'],
    ],
  },
  { type: 'vacation', offset: 20, days: 1, reason: 'Renewing my passport at the DFA.', steps: [['pending', 2, me]] },
]

export const seedLeave: AreaSeeder = (context) => {
  const { db, faker, personaIds, employeeIds } = context
  const users = new Map(db.user.getAll().map((user) => [user.id, user]))
  const hr = users.get(personaIds.adminEmployee)?.full_name ?? 'HR'
  const owner = users.get(personaIds.owner)?.full_name ?? 'HR'

  const main = users.get(personaIds.regular)
  if (main) for (const leave of mainPersonaLeaves(main.full_name, hr)) addLeave(context, main, leave)
  const probationary = users.get(personaIds.probationary)
  if (probationary)
    for (const leave of probationaryLeaves(probationary.full_name, hr)) addLeave(context, probationary, leave)

  const named = new Set([
    personaIds.regular,
    personaIds.probationary,
    personaIds.onboarding,
    personaIds.deactivated,
    personaIds.contractor,
  ])
  for (const id of employeeIds) {
    const user = users.get(id)
    if (!user || named.has(id) || user.employment_type === 'independent_contractor') continue
    const approver = id === personaIds.adminEmployee ? owner : hr
    const away = faker.number.int({ min: -12, max: 12 })
    const sick = faker.number.int({ min: -45, max: -20 })
    addLeave(context, user, {
      type: 'vacation',
      offset: away,
      // A probationer accrues 5/12 of a vacation day a month: one day fits a few months in, three may not.
      days: Math.min(faker.number.int({ min: 1, max: 3 }), user.employment_type === 'probationary' ? 1 : 3),
      reason: faker.helpers.arrayElement(['Out of town.', 'Family event.', 'Rest and recharge.', 'Personal matters.']),
      steps: [
        ['pending', Math.max(2, 14 - away), user.full_name],
        ['approved', Math.max(1, 13 - away), approver],
      ],
    })
    addLeave(context, user, {
      type: 'sick',
      offset: sick,
      days: 1,
      reason: 'Fever.',
      steps: [
        ['pending', -sick, user.full_name],
        ['approved', -sick - 1, approver],
      ],
    })
  }

  // A colleague's confidential leave on the team calendar, after her random vacation (12 days ahead at
  // most): the others see her away, never its type (docs/decisions/0047-confidential-leave.md).
  const colleague = users.get(personaIds.adminEmployee)
  if (colleague)
    addLeave(context, colleague, {
      type: 'special leave for women',
      offset: 22,
      days: 5,
      reason: 'Rest after surgery, as the attached certificate says.',
      steps: [
        ['pending', 10, colleague.full_name],
        ['approved', 9, owner],
      ],
    })
}
