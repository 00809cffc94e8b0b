import { now } from '@/lib/clock'
import { formatDateWithWeekday, manilaToday } from '@/lib/format'
import { useAuth } from '@/session/use-auth'
import { greetingFor } from './greeting'

/** The page's title, a greeting by first name and today's date in Manila; shown while loading and on failure too. */
export function DashboardHeader() {
  const { user } = useAuth()
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold text-ink">Dashboard</h1>
      <p className="mt-1 text-slate-700">
        {user && <span className="font-medium text-ink">{greetingFor(user.full_name, now())}</span>}
        {user && '. '}
        Today is {formatDateWithWeekday(manilaToday())}.
      </p>
    </div>
  )
}
