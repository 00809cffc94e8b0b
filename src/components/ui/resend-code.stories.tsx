import type { Meta, StoryObj } from '@storybook/react-vite'
import { now } from '@/lib/clock'
import { ResendCode } from './resend-code'

const meta = {
  title: 'UI/ResendCode',
  component: ResendCode,
  args: { pending: false, onResend: () => {} },
} satisfies Meta<typeof ResendCode>

export default meta
type Story = StoryObj<typeof meta>

/** Right after a code was sent: held back, with the seconds left on the button. */
export const CountingDown: Story = {
  args: { availableAt: 0 },
  render: (args) => <ResendCode {...args} availableAt={now() + 45_000} />,
}

/** The wait is over. */
export const Ready: Story = { args: { availableAt: 0 } }

/** Sending another code. */
export const Sending: Story = { args: { availableAt: 0, pending: true } }
