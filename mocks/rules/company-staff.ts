import { db as theDatabase, type Database } from '../db'

/**
 * The person of the employee's company who acts on their records in the admin application (approves,
 * publishes, deactivates): its first active administrator other than them, preferring one who is also
 * an employee, by name.
 */
export function companyStaffNameFor(userId: number, db: Database = theDatabase): string {
  const companyId = db.user.findFirst({ where: { id: { equals: userId } } })?.company_id
  const admins = db.user
    .getAll()
    .filter((user) => user.company_id === companyId && user.is_admin && user.id !== userId && user.status === 'active')
  return admins.find((admin) => admin.is_employee)?.full_name ?? admins[0]?.full_name ?? 'HR'
}
