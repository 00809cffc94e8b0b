import type { Meta, StoryObj } from '@storybook/react-vite'
import { SignedInHeader } from './signed-in-header'

const meta = {
  title: 'Auth/SignedInHeader',
  component: SignedInHeader,
  parameters: { layout: 'fullscreen' },
  args: { fullName: 'Maria Santos', onSignOut: () => new Promise((resolve) => setTimeout(resolve, 1500)) },
} satisfies Meta<typeof SignedInHeader>

export default meta
type Story = StoryObj<typeof meta>

/** Sign Out shows its spinner while the logout call runs. */
export const SignedIn: Story = {}

export const LongName: Story = {
  args: { fullName: 'Maria Angelica Concepcion Dela Cruz-Santos' },
}
