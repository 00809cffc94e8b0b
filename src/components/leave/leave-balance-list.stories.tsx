import type { Meta, StoryObj } from '@storybook/react-vite'
import { LeaveBalanceList } from './leave-balance-list'

/** Balances as the dashboard and /leave show them: entitled, used, pending and left. */
const meta = {
  title: 'Leave/LeaveBalanceList',
  component: LeaveBalanceList,
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    balances: [
      { type: 'vacation', entitled_days: 15, used_days: 8.5, pending_days: 2, remaining_days: 4.5, accrual: null },
      { type: 'sick', entitled_days: 10, used_days: 3, pending_days: 0, remaining_days: 7, accrual: null },
      { type: 'emergency', entitled_days: 3, used_days: 0, pending_days: 0, remaining_days: 3, accrual: null },
    ],
  },
} satisfies Meta<typeof LeaveBalanceList>

export default meta
type Story = StoryObj<typeof meta>

export const WithPending: Story = {}

/** An admin's correction took more than was allowed. */
export const Overdrawn: Story = {
  args: {
    balances: [{ type: 'sick', entitled_days: 5, used_days: 6, pending_days: 0, remaining_days: -1, accrual: null }],
  },
}

export const NoneYet: Story = { args: { balances: [] } }
