import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}

/** A card still loading: the region announces itself once; the placeholders are silent. */
export const Card: Story = {
  render: () => (
    <div role="status" aria-label="Loading" className="w-80 space-y-3 rounded-lg border border-slate-200 p-4">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-8 w-24" />
    </div>
  ),
}
