import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { IDLE_WARNING_MS } from '@/config/session-timing'
import { now } from '@/lib/clock'
import { SessionTimeoutWarning } from './session-timeout-warning'

const meta = {
  title: 'Auth/SessionTimeoutWarning',
  component: SessionTimeoutWarning,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SessionTimeoutWarning>

export default meta
type Story = StoryObj<typeof meta>

/** Counting down from 2:00; "I'm still here" closes it, and it opens again a moment later. */
export const CountingDown: Story = {
  args: { deadline: null, onStillHere: () => {} },
  render: function Render() {
    const [deadline, setDeadline] = useState<number | null>(() => now() + IDLE_WARNING_MS)
    return (
      <SessionTimeoutWarning
        deadline={deadline}
        onStillHere={() => {
          setDeadline(null)
          setTimeout(() => setDeadline(now() + IDLE_WARNING_MS), 1500)
        }}
      />
    )
  },
}

/** The last seconds, e.g. after a reload during the warning. */
export const AlmostOut: Story = {
  args: { deadline: null, onStillHere: () => {} },
  render: (args) => <SessionTimeoutWarning {...args} deadline={now() + 9_000} />,
}
