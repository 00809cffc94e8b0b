import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './spinner'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Decorative: whatever owns it says it is busy (a button's aria-busy, a status line). */
export const Plain: Story = {}

/** It takes the colour and size of its place. */
export const OnAButton: Story = {
  render: () => (
    <span role="status" className="inline-flex items-center gap-2 rounded-md bg-blue-600 px-4 py-2 text-sm text-white">
      <Spinner />
      Saving…
    </span>
  ),
}
