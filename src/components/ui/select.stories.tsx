import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog'
import { Select, type SelectProps } from './select'
import { StoryField } from './testing/story-field'

const industries = [
  { value: 'agriculture', label: 'Agriculture' },
  { value: 'construction', label: 'Construction' },
  { value: 'education_and_elearning', label: 'Education and E-learning' },
  { value: 'financial_services', label: 'Financial Services' },
  { value: 'information_technology', label: 'Information Technology' },
  { value: 'retail_and_ecommerce', label: 'Retail and E-commerce' },
  { value: 'software_and_saas', label: 'Software and SaaS' },
]

/** Holds the value the way a form would; the story's `value` arg is where it starts. */
function Controlled(props: Omit<SelectProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value)
  return <Select {...props} value={value} onValueChange={setValue} />
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    options: industries,
    value: '',
    onValueChange: () => {},
    placeholder: 'Select an industry',
    'aria-label': 'Industry',
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Chosen: Story = { args: { value: 'software_and_saas' } }

/** A filter list: the empty value reads 'All'. */
export const FilterWithAll: Story = {
  args: {
    allowEmpty: true,
    'aria-label': 'Status',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
      { value: 'denied', label: 'Denied' },
      { value: 'cancelled', label: 'Cancelled' },
      { value: 'for_cancellation', label: 'For Cancellation' },
    ],
  },
}

export const InAField: Story = {
  render: (args) => (
    <StoryField label="Company industry" id="company_industry" messages={['The company industry field is required.']}>
      <Controlled options={args.options} value="" placeholder={args.placeholder} />
    </StoryField>
  ),
}

export const Disabled: Story = { args: { disabled: true, value: 'agriculture' } }

const manyIndustries = [
  'Advertising and Marketing',
  'Aerospace and Defense',
  'Agriculture',
  'Automotive',
  'Biotechnology',
  'Construction',
  'Consumer Goods',
  'Cybersecurity',
  'Education and E-learning',
  'Energy and Utilities',
  'Entertainment and Media',
  'Financial Services',
  'Food and Beverage',
  'Government and Public Sector',
  'Healthcare and Pharmaceuticals',
  'Hospitality and Tourism',
  'Information Technology',
  'Insurance and Legal Services',
  'Logistics and Transportation',
].map((label) => ({ value: label.toLowerCase().replace(/\W+/g, '_'), label }))

/** A long list inside a Dialog (the sign-up business form): it must still scroll and take focus. */
export const InADialog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button className="m-4">Open</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Business details</DialogTitle>
          <DialogDescription>Tell us about your company.</DialogDescription>
        </DialogHeader>
        <StoryField label="Company industry" id="company_industry">
          <Controlled options={manyIndustries} value="" placeholder="Select an industry" />
        </StoryField>
      </DialogContent>
    </Dialog>
  ),
}
