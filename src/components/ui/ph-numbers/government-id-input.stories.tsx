import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { socialBenefitsBodySchema } from '@contract/onboarding'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { GovernmentIdInput, type GovernmentIdInputProps } from './government-id-input'
import { phNumberFormats, type GovernmentIdKind } from './ph-number-formats'

function Controlled(props: GovernmentIdInputProps) {
  const [digits, setDigits] = useState(props.value)
  return <GovernmentIdInput {...props} value={digits} onChange={setDigits} />
}

const meta = {
  title: 'UI/GovernmentIdInput',
  component: GovernmentIdInput,
  args: { kind: 'tin', value: '', onChange: () => {}, 'aria-label': 'TIN' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GovernmentIdInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const TinWithBranchCode: Story = { args: { value: '123456789000' } }
export const Sss: Story = { args: { kind: 'sss', 'aria-label': 'SSS number', value: '3412345678' } }
export const PhilHealth: Story = {
  args: { kind: 'philhealth', 'aria-label': 'PhilHealth number', value: '120512345678' },
}
export const PagIbig: Story = { args: { kind: 'pagibig', 'aria-label': 'Pag-IBIG MID number', value: '121234567890' } }
export const Invalid: Story = { args: { value: '1234567', 'aria-invalid': true } }
export const Disabled: Story = { args: { value: '123456789', disabled: true } }

const fields: { name: GovernmentIdKind; label: string }[] = [
  { name: 'tin', label: 'TIN' },
  { name: 'sss', label: 'SSS number' },
  { name: 'philhealth', label: 'PhilHealth number' },
  { name: 'pagibig', label: 'Pag-IBIG MID number' },
]

/** Onboarding's social benefits step: useContractForm with the contract's body, digits only on the wire. */
function SocialBenefitsForm() {
  const form = useContractForm(socialBenefitsBodySchema, {
    defaultValues: { tin: '', sss: '34123', philhealth: '', pagibig: '' },
  })
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => {})}>
      {fields.map(({ name, label }) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormItem id={name}>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <GovernmentIdInput
                  kind={name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>{phNumberFormats[name].placeholder}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <Button type="submit" color="blue">
        Save
      </Button>
    </form>
  )
}

export const SocialBenefitsStep: Story = { render: () => <SocialBenefitsForm /> }
