import { leaveTypeValues, requestStatusValues } from '@contract/options'
import { Faker, base, en } from '@faker-js/faker'
import { nowIso } from '../clock'
import type { Database } from '../db'
import { addDays, leaveDays } from '../rules/working-days'

/**
 * A long leave history, for measuring load: `total` leave requests of the persona's company, `own` of
 * them the persona's and the rest spread over up to `employees` colleagues (made up as needed), each
 * with its timeline and one in ten with a certificate. The same every time (a fixed faker seed).
 * `npm run bench:mock` loads it in Node; `npm run bench:portal` in the browser, through the control
 * route POST /__mock/requests/leave-history (docs/product/quality-targets.md#interactions: a 2,000-request history).
 */
export type LeaveHistoryLoad = { userId: number; own: number; total: number; employees: number }

const reasons = [
  'Family trip to Boracay',
  'Fever and cough',
  'Wedding of a cousin in Cebu',
  'Renewing my passport at the DFA',
  'Child has a school program',
  'Dental appointment',
  'Moving to a new apartment',
  'Rest after the release',
  'Funeral of a relative in Batangas',
  'Flood in our barangay',
]

/** The persona's colleagues: the seeded ones, plus made-up ones up to `employees` in all. */
function colleagueIds(db: Database, faker: Faker, userId: number, employees: number): number[] {
  const companyId = db.user.getAll().find((user) => user.id === userId)?.company_id ?? null
  const ids = db.user
    .getAll()
    .filter((user) => user.is_employee && user.company_id === companyId)
    .map((user) => user.id)
  while (ids.length < employees) {
    const at = nowIso()
    const user = db.user.create({
      company_id: companyId,
      email: `load.${ids.length}@bayanihantech.ph`,
      full_name: faker.person.fullName(),
      password_hash: 'x',
      is_admin: false,
      is_employee: true,
      is_admin_inactive: false,
      is_onboard: false,
      is_force_change_password: false,
      is_password_reset: false,
      employment_type: 'regular',
      created_at: at,
      updated_at: at,
      password_changed_at: at,
    })
    ids.push(user.id)
  }
  return ids.filter((id) => id !== userId)
}

/** Adds leave requests until the company has `total` and the persona `own`; answers the counts. */
export function loadLeaveHistory(db: Database, { userId, own, total, employees }: LeaveHistoryLoad) {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(10_000)
  const others = colleagueIds(db, faker, userId, employees)
  let ownLeft = own - db.leave_request.getAll().filter((leave) => leave.user_id === userId).length
  for (let index = db.leave_request.count(); index < total; index += 1) {
    const leaveUserId = ownLeft-- > 0 || others.length === 0 ? userId : faker.helpers.arrayElement(others)
    const type = faker.helpers.arrayElement(leaveTypeValues)
    const start = addDays('2024-01-01', faker.number.int({ min: 0, max: 1_000 }))
    const finish = type.includes('half') ? start : addDays(start, faker.number.int({ min: 0, max: 4 }))
    const status = faker.helpers.arrayElement(requestStatusValues)
    const filed = new Date(
      Date.parse(`${start}T01:00:00Z`) - faker.number.int({ min: 1, max: 30 }) * 86_400_000,
    ).toISOString()
    const changed = new Date(Date.parse(filed) + faker.number.int({ min: 1, max: 72 }) * 3_600_000).toISOString()
    const leave = db.leave_request.create({
      user_id: leaveUserId,
      type,
      date_started: start,
      date_finished: finish,
      days: leaveDays(type, start, finish),
      reason: `${faker.helpers.arrayElement(reasons)}.`,
      status,
      submission_digest: '',
      created_at: filed,
      updated_at: changed,
    })
    db.request_status_change.create({
      request_kind: 'leave',
      request_id: leave.id,
      status: 'pending',
      at: filed,
      by: 'Employee',
      note: null,
    })
    if (status !== 'pending')
      db.request_status_change.create({
        request_kind: 'leave',
        request_id: leave.id,
        status,
        at: changed,
        by: 'HR',
        note: null,
      })
    // One in ten has a certificate or two: each costs a signed link when listed.
    if (faker.number.int({ min: 1, max: 10 }) === 1) {
      for (let file = faker.number.int({ min: 1, max: 2 }); file > 0; file -= 1) {
        db.stored_file.create({
          user_id: leaveUserId,
          attachable_kind: 'leave_request',
          attachable_id: leave.id,
          stored_name: `${faker.string.alphanumeric(24)}.pdf`,
          original_name: 'medical-certificate.pdf',
          mime_type: 'application/pdf',
          size: 1_024,
          created_at: filed,
        })
      }
    }
  }
  return {
    leaves: db.leave_request.count(),
    own: db.leave_request.getAll().filter((leave) => leave.user_id === userId).length,
  }
}
