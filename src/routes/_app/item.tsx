import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/shell/coming-soon-page'
import { requireEmploymentType } from '@/session/guards'

/** Spec section 2: regular employees only (contract/access.ts). The expense screens land in their own issue. */
export const Route = createFileRoute('/_app/item')({
  staticData: { title: 'Expense Request' },
  beforeLoad: requireEmploymentType('expense'),
  component: ExpenseRequestPage,
})

function ExpenseRequestPage() {
  return (
    <ComingSoonPage
      title="Expense Request"
      summary="Ask to be paid back for training, items and other work costs."
      plans={[
        'Amounts in pesos, with receipts attached (PDF, PNG or JPEG, up to 10 MB each)',
        'The status of each request, and who decided it',
        'Cancelling a request you no longer need',
      ]}
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  )
}
