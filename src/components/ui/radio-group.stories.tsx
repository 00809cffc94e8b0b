import type { Meta, StoryObj } from '@storybook/react-vite'
import { civilStatusOptions } from '@contract/options'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { StoryField } from './testing/story-field'

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Civil status' },
  render: (args) => (
    <RadioGroup {...args}>
      {civilStatusOptions.map((option) => (
        <RadioGroupItem key={option.value} value={option.value} label={option.label} />
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const NoneChosen: Story = {}
export const Chosen: Story = { args: { defaultValue: 'married' } }
export const Horizontal: Story = {
  args: { defaultValue: 'single', orientation: 'horizontal', className: 'flex gap-4' },
}
export const Disabled: Story = { args: { defaultValue: 'single', disabled: true } }

export const InAFieldWithAnError: Story = {
  render: () => (
    <StoryField label="Civil status" id="civil_status" messages={['Choose a civil status from the list.']}>
      <RadioGroup>
        {civilStatusOptions.map((option) => (
          <RadioGroupItem key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </StoryField>
  ),
}
