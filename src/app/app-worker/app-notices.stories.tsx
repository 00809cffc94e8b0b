import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AppNotices } from './app-notices'

const meta = {
  title: 'App/AppNotices',
  component: AppNotices,
  parameters: { layout: 'fullscreen' },
  args: { online: true, update: null },
} satisfies Meta<typeof AppNotices>

export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = { args: { online: false } }

export const NewVersionAvailable: Story = { args: { update: { activate: fn() } } }

export const OfflineWithNewVersion: Story = { args: { online: false, update: { activate: fn() } } }
