import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/shell/coming-soon-page'
import { requireEmploymentType } from '@/session/guards'

/**
 * Spec section 2: regular and probationary employees, as leave is (contract/access.ts); reached from
 * the dashboard, whose sidebar item it highlights. The calendar lands with the leave screens.
 */
export const Route = createFileRoute('/_app/leave-calendar')({
  staticData: { title: 'Leave Calendar' },
  beforeLoad: requireEmploymentType('leave'),
  component: LeaveCalendarPage,
})

function LeaveCalendarPage() {
  return (
    <ComingSoonPage
      title="Leave Calendar"
      summary="Holidays and leave, month by month."
      plans={[
        'Philippine regular and special non-working holidays',
        'Your own leave, with pending requests shown apart from approved ones',
        "Your teammates' approved leave, to plan around",
      ]}
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  )
}
