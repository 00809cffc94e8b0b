import type { Meta, StoryObj } from '@storybook/react-vite'
import { requestStatusValues } from '@contract/options'
import { StatusBadge } from './status-badge'

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}

/** Every request status of the contract, as lists show them. */
export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      {requestStatusValues.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
}
