import { now } from '@/lib/clock'
import { formatDate, manilaToday } from '@/lib/dates'
import { useAuth } from '@/session/use-auth'
import { greetingFor } from './greeting'

/** Under the page's title: a greeting by first name and today's date in Manila; shown while loading and on failure too. */
export function DashboardGreeting() {
  const { user } = useAuth()
  return (
    <p>
      {user && <span className="font-medium text-ink">{greetingFor(user.full_name, now())}</span>}
      {user && '. '}
      Today is {formatDate(manilaToday())}.
    </p>
  )
}
