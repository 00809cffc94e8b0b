import type { Meta, StoryObj } from '@storybook/react-vite'
import { cancelBodySchema } from '@contract/requests'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { fieldBoxClasses } from './input'
import { cn } from '@/lib/cn'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    defaultOpen: true,
    trigger: <Button>Sign out</Button>,
    title: 'Sign out?',
    description: 'You will need your password to sign in again.',
    confirmLabel: 'Sign out',
    onConfirm: () => wait(800),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}

/** Red, for what cannot be undone; the action takes a moment, so the button shows it is busy. */
export const Destructive: Story = {
  args: {
    trigger: <Button color="red">Discard draft</Button>,
    title: 'Discard this draft?',
    description: 'What you typed will be lost.',
    confirmLabel: 'Discard',
    destructive: true,
  },
}

/** The action fails: the dialog stays open (the API client has already toasted the reason). */
export const ActionFails: Story = {
  args: {
    onConfirm: async () => {
      await wait(800)
      throw new Error('The server could not be reached.')
    },
  },
}

/** A body with a remarks field, checked by the contract's cancel schema before anything is sent. */
export const WithRemarks: Story = {
  render: () => <CancelWithRemarks />,
}

function CancelWithRemarks() {
  const form = useContractForm(cancelBodySchema, { defaultValues: { status: 'cancelled', remarks: '' } })
  return (
    <ConfirmDialog
      defaultOpen
      trigger={<Button color="red">Cancel request</Button>}
      title="Cancel this leave request?"
      description="It has not been approved yet, so it is cancelled at once."
      confirmLabel="Cancel request"
      cancelLabel="Keep it"
      destructive
      onConfirm={async () => {
        let sent = false
        await form.handleSubmit(async () => {
          await wait(800)
          sent = true
        })()
        return sent
      }}
    >
      <FormField
        control={form.control}
        name="remarks"
        render={({ field }) => (
          <FormItem id="remarks">
            <FormLabel>Remarks</FormLabel>
            <FormControl>
              <textarea className={cn(fieldBoxClasses, 'min-h-20 w-full')} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </ConfirmDialog>
  )
}
