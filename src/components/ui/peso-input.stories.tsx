import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createExpenseBodySchema } from '@contract/expense'
import { PESO_AMOUNT_MAX } from '@contract/limits'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { Button } from './button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form'
import { PesoInput, type PesoInputProps } from './peso-input'
import { TextField } from './text-field'

function Controlled(props: PesoInputProps) {
  const [value, setValue] = useState(props.value)
  return <PesoInput {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/PesoInput',
  component: PesoInput,
  args: { value: undefined, onChange: () => {}, 'aria-label': 'Costing' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PesoInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: 1_234_567.5 } }
export const Invalid: Story = { args: { value: 0, 'aria-invalid': true } }
export const Disabled: Story = { args: { value: 8_500, disabled: true } }

/** The expense form's costing with useContractForm: the contract's number goes in and out. */
function ExpenseCosting() {
  const form = useContractForm(createExpenseBodySchema, {
    defaultValues: { type: 'item', item_name: '', costing: undefined, attachments: [] },
  })
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => {})}>
      <TextField control={form.control} name="item_name" id="item_name" label="Item name" />
      <FormField
        control={form.control}
        name="costing"
        render={({ field }) => (
          <FormItem id="costing">
            <FormLabel>Costing</FormLabel>
            <FormControl>
              <PesoInput ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FormControl>
            <FormDescription>{`Up to ₱${PESO_AMOUNT_MAX.toLocaleString('en-PH')}.`}</FormDescription>
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

export const InAContractForm: Story = { render: () => <ExpenseCosting /> }
