import type { Dashboard } from '@contract/dashboard'
import { canUse } from '@contract/access'
import type { EmploymentType } from '@contract/options'
import { Button } from '@/components/ui/button'
import { MoodMeter } from '../mood/mood-meter'
import { DashboardCard } from './dashboard-card'
import { DashboardGrid } from './dashboard-grid'
import { HolidayList } from './holiday-list'
import { LatestPayslip } from '@/components/payslip/latest-payslip'
import { LeaveBalanceList } from '@/components/leave/leave-balance-list'
import { PendingRequestCounts } from './pending-request-counts'
import { QuickActions } from './quick-actions'
import { UpcomingLeaveList } from './upcoming-leave-list'

export type DashboardCardsProps = {
  dashboard: Dashboard
  employmentType: EmploymentType | null
  userId: number
  /** Today's Manila business date. */
  today: string
}

const cardLink = (href: string, label: string) => (
  <Button href={href} variant="plain" color="blue" size="sm" className="-mr-2">
    {label}
  </Button>
)

/**
 * The cards the person's employment type has. A part of the dashboard that is null is not for them
 * and has no card; a part that is theirs but empty has its card with a friendly empty state. Links
 * lead only to pages the person may open (contract/access.ts).
 */
export function DashboardCards({ dashboard, employmentType, userId, today }: DashboardCardsProps) {
  const { pending_requests: pending } = dashboard
  return (
    <DashboardGrid>
      <DashboardCard resetKey={dashboard} title="Mood meter">
        <MoodMeter mood={dashboard.mood} userId={userId} today={today} />
      </DashboardCard>
      {dashboard.leave_balances && (
        <DashboardCard resetKey={dashboard} title="Leave balances">
          <LeaveBalanceList balances={dashboard.leave_balances} />
        </DashboardCard>
      )}
      {dashboard.unviewed_payslips !== null && (
        <DashboardCard
          resetKey={dashboard}
          title="Latest payslip"
          action={canUse('payslip', employmentType) && cardLink('/payslip', 'All payslips')}
        >
          <LatestPayslip
            payslip={dashboard.latest_payslip}
            unviewed={dashboard.unviewed_payslips}
            thirteenthMonth={dashboard.thirteenth_month}
          />
        </DashboardCard>
      )}
      {(pending.leave !== null || pending.expense !== null) && (
        <DashboardCard resetKey={dashboard} title="Pending requests">
          <PendingRequestCounts counts={pending} employmentType={employmentType} />
        </DashboardCard>
      )}
      {dashboard.upcoming_leaves && (
        <DashboardCard
          resetKey={dashboard}
          title="My upcoming leave"
          action={canUse('leave', employmentType) && cardLink('/leave-calendar', 'Leave calendar')}
        >
          <UpcomingLeaveList leaves={dashboard.upcoming_leaves} />
        </DashboardCard>
      )}
      <DashboardCard resetKey={dashboard} title="Upcoming holidays">
        <HolidayList holidays={dashboard.upcoming_holidays} />
      </DashboardCard>
      <DashboardCard resetKey={dashboard} title="Quick actions">
        <QuickActions employmentType={employmentType} />
      </DashboardCard>
    </DashboardGrid>
  )
}
