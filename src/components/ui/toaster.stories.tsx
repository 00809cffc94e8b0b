import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import { notify } from '@/lib/notify'
import { LANDING_TOAST_MS, SHELL_TOAST_MS } from './toast-durations'
import { Toaster } from './toaster'

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  args: { autoClose: LANDING_TOAST_MS },
  render: (args) => (
    <>
      <Toaster {...args} />
      <div className="flex gap-2">
        <Button color="green" onClick={() => notify.success('Leave request submitted.')}>
          Success toast
        </Button>
        <Button color="red" onClick={() => notify.error('An unexpected error occurred.')}>
          Error toast
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Landing: Story = {}
export const EmployeeShell: Story = { args: { autoClose: SHELL_TOAST_MS } }
