import { manilaToday } from '@/lib/format'
import { useAuth } from '@/session/use-auth'
import { useDashboard } from '../api/get-dashboard'
import { DashboardCards } from './dashboard-cards'
import { DashboardLayout } from './dashboard-layout'

/** /dashboard: the signed-in person's day at a glance, from one call the route has loaded. */
export function DashboardPage() {
  const dashboard = useDashboard()
  const { user, employmentType } = useAuth()
  return (
    <DashboardLayout>
      {user && (
        <DashboardCards dashboard={dashboard} employmentType={employmentType} userId={user.id} today={manilaToday()} />
      )}
    </DashboardLayout>
  )
}
