import type { EmploymentType } from '@contract/options'
import { manilaToday } from '@/lib/dates'
import { useAuth } from '@/session/use-auth'
import { useDashboard } from '../api/get-dashboard'
import { DashboardCards } from './dashboard-cards'
import { DashboardLayout } from './dashboard-layout'

/** /dashboard: the signed-in person's day at a glance, from one call the route has loaded. */
export function DashboardPage() {
  const { user, employmentType } = useAuth()
  return (
    <DashboardLayout>
      {/* Signing out clears the cached dashboard: the cards leave with the session rather than ask
          for it again without one (a 401 that would end the session a second time). */}
      {user && <CardsOfTheDay userId={user.id} employmentType={employmentType} />}
    </DashboardLayout>
  )
}

function CardsOfTheDay({ userId, employmentType }: { userId: number; employmentType: EmploymentType | null }) {
  const dashboard = useDashboard()
  return <DashboardCards dashboard={dashboard} employmentType={employmentType} userId={userId} today={manilaToday()} />
}
