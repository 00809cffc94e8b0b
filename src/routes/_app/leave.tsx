import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/shell/coming-soon-page'
import { requireEmploymentType } from '@/session/guards'

/** Spec section 2: regular and probationary employees (contract/access.ts). The leave screens land in their own issue. */
export const Route = createFileRoute('/_app/leave')({
  staticData: { title: 'Leave Request' },
  beforeLoad: requireEmploymentType('leave'),
  component: LeaveRequestPage,
})

function LeaveRequestPage() {
  return (
    <ComingSoonPage
      title="Leave Request"
      summary="File leave and follow each request from pending to approved."
      plans={[
        'Your balance per leave type, with pending requests counted',
        'The working days of a request, without weekends and holidays',
        'Who approved or denied each request, when, and why',
      ]}
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  )
}
