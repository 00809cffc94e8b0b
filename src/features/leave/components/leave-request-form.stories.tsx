import type { Meta, StoryObj } from '@storybook/react-vite'
import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { withQueryStates, type QueryState } from '../../../../.storybook/with-query-states'
import { leaveKeys } from '../api/leave-keys'
import { storyBalances, storyHolidays, storyLeaveTypes, usedUpBalances } from '../testing/leave-fixtures'
import { LeaveRequestForm } from './leave-request-form'

/** The request leave form in its dialog, as the page opens it. */
function LeaveFormInDialog() {
  return (
    <RequestFormDialog open onClose={() => {}} title="Request leave">
      <LeaveRequestForm onFiled={() => {}} onCancel={() => {}} />
    </RequestFormDialog>
  )
}

const shared: QueryState[] = [
  { key: leaveKeys.holidays(2026), data: storyHolidays },
  { key: leaveKeys.holidays(2027), data: [] },
  {
    key: leaveKeys.ongoingDates(),
    data: [{ date: '2026-12-01', leave_id: 11, status: 'pending' }],
  },
]

/** The request leave form in its dialog: pick a type and dates to see the working-day line. */
const meta = {
  title: 'Leave/Request leave form',
  component: LeaveFormInDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeaveFormInDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Every paid type with days left, leave without pay always; holidays and taken days marked. */
export const Blank: Story = {
  decorators: [
    withQueryStates([
      ...shared,
      { key: leaveKeys.balances(), data: storyBalances },
      { key: leaveKeys.types(), data: storyLeaveTypes },
    ]),
  ],
}

/** Every paid balance used up: only the leave-without-pay subset is offered, and the form says why. */
export const PaidLeaveUsedUp: Story = {
  decorators: [
    withQueryStates([
      ...shared,
      { key: leaveKeys.balances(), data: usedUpBalances },
      // Only the types not offered: an offered one without a yearly balance would still be open to her.
      { key: leaveKeys.types(), data: storyLeaveTypes.filter((rule) => !rule.offered) },
    ]),
  ],
}

/** Full screen on a phone. */
export const Phone: Story = {
  ...Blank,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
