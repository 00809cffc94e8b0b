import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogPlaceholder, ModalPlaceholder } from './modal-placeholder'
import { modalClasses } from './modal-classes'
import { Skeleton } from './skeleton'

const meta = {
  title: 'UI/ModalPlaceholder',
  component: ModalPlaceholder,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Menu', onClose: () => {}, children: null },
} satisfies Meta<typeof ModalPlaceholder>

export default meta
type Story = StoryObj<typeof meta>

/** A lazy dialog pressed open before its code came: its title and the shape of its body, nothing to press. */
export const Dialog: Story = {
  render: () => <DialogPlaceholder title="Turn off two-factor authentication" onClose={() => {}} />,
}

/** The phone's menu drawer, the same way. */
export const Drawer: Story = {
  render: (args) => (
    <ModalPlaceholder {...args} kind="sheet">
      <div className={modalClasses.dialogHeader}>
        <h2 className={modalClasses.dialogTitle}>Menu</h2>
      </div>
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    </ModalPlaceholder>
  ),
}
