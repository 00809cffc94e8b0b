import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** The shape of a labelled value while it loads. */
export const LabelAndValue: Story = {
  render: () => (
    <div role="status" className="flex w-64 flex-col gap-2">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-5 w-48" />
    </div>
  ),
}
