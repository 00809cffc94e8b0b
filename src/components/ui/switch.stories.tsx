import type { Meta, StoryObj } from '@storybook/react-vite'
import { Switch } from './switch'

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { id: 'share-mood' },
  render: (args) => (
    <div className="flex items-center gap-3 text-sm text-ink">
      <Switch {...args} />
      <label htmlFor={args.id}>Share my mood with HR</label>
    </div>
  ),
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = { args: { defaultChecked: true } }
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }
