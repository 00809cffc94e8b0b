import type { Meta, StoryObj } from '@storybook/react-vite'
import { ForceChangeBanner, PasswordChangedNotice } from './force-change-banner'

const meta = {
  title: 'Account settings/Forced password change',
  component: ForceChangeBanner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ForceChangeBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Why every page leads here, and that the others open after the change. */
export const Banner: Story = {}

/** Once the change is done. */
export const PasswordChanged: Story = { render: () => <PasswordChangedNotice /> }
