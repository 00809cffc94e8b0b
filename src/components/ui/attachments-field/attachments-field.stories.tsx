import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createExpenseBodySchema } from '@contract/expense'
import { Button } from '@/components/ui/button'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { AttachmentsField, type AttachmentsFieldProps } from './attachments-field'
import { fileMessages } from './file-messages'

/** A small file of a given type and stated size, for showing the list. */
function sampleFile(name: string, type: string, size: number) {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type, lastModified: 1_767_225_600_000 })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const receipts = [
  sampleFile('official-receipt-0412.pdf', 'application/pdf', 1_258_291),
  sampleFile('training-certificate.pdf', 'application/pdf', 342_016),
]

function Controlled(props: AttachmentsFieldProps) {
  const [files, setFiles] = useState(props.value)
  return <AttachmentsField {...props} value={files} onChange={setFiles} />
}

const meta = {
  title: 'UI/AttachmentsField',
  component: AttachmentsField,
  args: { value: [], onChange: () => {}, 'aria-label': 'Receipts' },
  decorators: [
    (Story) => (
      <div className="w-[22rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AttachmentsField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithFiles: Story = { args: { value: receipts } }
export const Disabled: Story = { args: { value: receipts, disabled: true } }

export const AtTheLimit: Story = {
  args: {
    value: [1, 2, 3, 4, 5].map((n) => sampleFile(`receipt-${n}.pdf`, 'application/pdf', n * 200_000)),
  },
}

/** A refused drop: the Word file and the 12 MB scan are named with the rule they break. */
export const RefusedFile: Story = {
  args: { value: receipts },
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="attachments-field"] > div')!
    const files = [
      sampleFile('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20_000),
      sampleFile('scan.png', 'image/png', 12 * 1024 * 1024),
    ]
    const dataTransfer = new DataTransfer()
    files.forEach((file) => dataTransfer.items.add(file))
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }))
  },
}

/** The expense form's attachments with useContractForm: a server error on the first file and on the list. */
function ExpenseAttachments() {
  const form = useContractForm(createExpenseBodySchema, {
    defaultValues: { type: 'item', item_name: 'Ergonomic chair', costing: 8_500, attachments: receipts },
  })
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(() => {
        form.setError('attachments.0', { type: 'server', message: 'The file could not be read as a PDF.' })
      })}
    >
      <FormField
        control={form.control}
        name="attachments"
        render={({ field, fieldState }) => (
          <FormItem id="attachments">
            <FormLabel>Receipts</FormLabel>
            <FormControl>
              <AttachmentsField
                ref={field.ref}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                messagesOfFile={(index) => fileMessages(fieldState.error, index)}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="submit" color="blue">
        Submit
      </Button>
    </form>
  )
}

export const InAContractForm: Story = { render: () => <ExpenseAttachments /> }
