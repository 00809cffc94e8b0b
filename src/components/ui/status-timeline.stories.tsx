import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusTimeline } from './status-timeline'

const meta = {
  title: 'UI/StatusTimeline',
  component: StatusTimeline,
  decorators: [
    (Story) => (
      <div className="w-[22rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    history: [
      { status: 'pending', at: '2026-11-02T01:30:00Z', by: 'Maria Santos', note: null },
      { status: 'approved', at: '2026-11-03T07:05:00Z', by: 'Carmela Aquino', note: 'Approved. Enjoy the break!' },
    ],
  },
} satisfies Meta<typeof StatusTimeline>

export default meta
type Story = StoryObj<typeof meta>

export const Approved: Story = {}

/** An approved leave whose cancellation was asked for, then granted. */
export const CancelledAfterApproval: Story = {
  args: {
    history: [
      { status: 'pending', at: '2026-10-12T01:30:00Z', by: 'Maria Santos', note: null },
      { status: 'approved', at: '2026-10-13T07:05:00Z', by: 'Carmela Aquino', note: null },
      {
        status: 'for_cancellation',
        at: '2026-10-20T03:00:00Z',
        by: 'Maria Santos',
        note: 'The family trip was moved to December; I will file again.',
      },
      { status: 'cancelled', at: '2026-10-21T02:15:00Z', by: 'Carmela Aquino', note: 'Cancellation approved.' },
    ],
  },
}

export const Denied: Story = {
  args: {
    history: [
      { status: 'pending', at: '2026-11-02T01:30:00Z', by: 'Maria Santos', note: null },
      { status: 'denied', at: '2026-11-02T09:45:00Z', by: 'Carmela Aquino', note: 'The team is short that week.' },
    ],
  },
}

export const Empty: Story = { args: { history: [] } }
