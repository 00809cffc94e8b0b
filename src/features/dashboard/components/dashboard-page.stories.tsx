import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Dashboard } from '@contract/dashboard'
import type { EmploymentType } from '@contract/options'
import { ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { withQueryClient } from '../../../../.storybook/with-query-client'
import { withRouter } from '../../../../.storybook/with-router'
import {
  contractorDashboard,
  FIXTURE_TODAY,
  newHireDashboard,
  probationaryDashboard,
  regularDashboard,
} from '../testing/dashboard-fixtures'
import { DashboardCards } from './dashboard-cards'
import { DashboardLayout } from './dashboard-layout'
import { DashboardLoadError } from './dashboard-load-error'
import { DashboardSkeleton } from './dashboard-skeleton'

/** The dashboard (/dashboard) in each of its states, per employment type. */
const meta = {
  title: 'Pages/Dashboard',
  decorators: [withQueryClient, withRouter],
  parameters: { layout: 'fullscreen', fullName: 'Maria Santos' },
  // The greeting reads the signed-in person.
  beforeEach: ({ parameters }) => {
    signInEmployee({ full_name: String(parameters.fullName) })
    return () => sessionStore.signOut()
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function DashboardWith({ dashboard, employmentType }: { dashboard: Dashboard; employmentType: EmploymentType }) {
  return (
    <DashboardLayout>
      <DashboardCards dashboard={dashboard} employmentType={employmentType} userId={1} today={FIXTURE_TODAY} />
    </DashboardLayout>
  )
}

/** Every card: leave with pending days apart, pay hidden until revealed, requests, leave and holidays. */
export const Regular: Story = { render: () => <DashboardWith dashboard={regularDashboard} employmentType="regular" /> }

/** No expense requests: not for probationary employees, so no count and no link. */
export const Probationary: Story = {
  parameters: { fullName: 'Angelica Dela Cruz' },
  render: () => <DashboardWith dashboard={probationaryDashboard} employmentType="probationary" />,
}

/** No leave and no payslips: mood, holidays and quick links still make a whole page. */
export const IndependentContractor: Story = {
  parameters: { fullName: 'Paolo Garcia' },
  render: () => <DashboardWith dashboard={contractorDashboard} employmentType="independent_contractor" />,
}

/** A new hire: everything is theirs and nothing has happened yet, so each card says what will show. */
export const NewHireWithNoHistory: Story = {
  parameters: { fullName: 'Kristine Mendoza' },
  render: () => <DashboardWith dashboard={newHireDashboard} employmentType="probationary" />,
}

export const Loading: Story = { render: () => <DashboardSkeleton /> }

/** The dashboard call failed: the server's message and Retry, under the greeting. */
export const LoadFailed: Story = {
  render: () => <DashboardLoadError error={new ApiError({ status: 500, message: 'Server Error' })} reset={() => {}} />,
}

/** One card's data is not what it expects: that card fails alone, with Retry. */
export const OneCardFailed: Story = {
  render: () => (
    <DashboardWith
      dashboard={{ ...regularDashboard, upcoming_holidays: null as unknown as Dashboard['upcoming_holidays'] }}
      employmentType="regular"
    />
  ),
}
