import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Submit' },
  argTypes: {
    color: { control: 'select', options: ['dark', 'blue', 'white', 'red', 'green'] },
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'plain'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = { args: { loading: true } }

export const Disabled: Story = { args: { disabled: true } }

export const InternalLink: Story = { args: { href: '/dashboard', color: 'blue', children: 'Go to dashboard' } }

export const ExternalLink: Story = {
  args: { href: 'https://example.com', target: '_blank', variant: 'outline', children: 'Open in a new tab' },
}

const colors = ['dark', 'blue', 'red', 'green'] as const
const variants = ['solid', 'outline', 'plain'] as const

export const Matrix: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-3">
      {colors.flatMap((color) =>
        variants.map((variant) => (
          <Button key={`${color}-${variant}`} color={color} variant={variant}>
            {color} {variant}
          </Button>
        )),
      )}
    </div>
  ),
}

/** White is for dark backgrounds (its solid style also suits a light one). */
export const White: Story = {
  render: () => (
    <div className="flex gap-3 rounded-lg bg-ink p-4">
      {variants.map((variant) => (
        <Button key={variant} color="white" variant={variant}>
          white {variant}
        </Button>
      ))}
    </div>
  ),
}

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
      <Button size="icon" aria-label="Close">
        ×
      </Button>
    </div>
  ),
}
