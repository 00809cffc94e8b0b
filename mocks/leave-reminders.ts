import { manilaDate } from './clock'
import { db, type LeaveRequestRow } from './db'
import { findUserById } from './db/users'
import { notices } from './notices'
import { notify } from './notify'
import { addDays } from './rules/working-days'

/**
 * "Your leave starts tomorrow": the real server's daily job, run by the mock on the first request of
 * each Asia/Manila day (its clock may jump days at once) and for a leave approved on the day before it
 * starts. Each leave is reminded of once.
 */
function remind(leave: LeaveRequestRow): void {
  if (db.leave_reminder.getAll().some((row) => row.leave_id === leave.id)) return
  db.leave_reminder.create({ leave_id: leave.id })
  const user = findUserById(leave.user_id)
  if (user) notify(user, notices.leaveStartingTomorrow(leave))
}

const startsTomorrow = (leave: LeaveRequestRow, today: string) =>
  leave.status === 'approved' && leave.date_started === addDays(today, 1)

/** The day's run, once per Manila date. */
export function remindOfLeavesStartingTomorrow(): void {
  const today = manilaDate()
  if (db.reminder_run.getAll().some((run) => run.date === today)) return
  db.reminder_run.create({ date: today })
  for (const leave of db.leave_request.getAll()) if (startsTomorrow(leave, today)) remind(leave)
}

/** A leave approved after the day's run that starts tomorrow is reminded of at once. */
export function remindIfStartingTomorrow(leave: LeaveRequestRow): void {
  if (startsTomorrow(leave, manilaDate())) remind(leave)
}
