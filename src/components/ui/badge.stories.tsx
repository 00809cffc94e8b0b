import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pending', color: 'pending' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The request statuses as lists show them. */
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge color="pending">Pending</Badge>
      <Badge color="approved">Approved</Badge>
      <Badge color="denied">Denied</Badge>
      <Badge color="cancelled">Cancelled</Badge>
      <Badge color="for_cancellation" width="wide">
        For Cancellation
      </Badge>
    </div>
  ),
}

/** The header's badges: 'Employee' is as wide as its text, which 70 px would cut to 'Emplo…'. */
export const Header: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge color="blue">Beta</Badge>
      <Badge width="fit">Employee</Badge>
    </div>
  ),
}
