import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AppStatusMessages } from './app-status-messages'

const meta = {
  title: 'App/AppStatusMessages',
  component: AppStatusMessages,
  parameters: { layout: 'fullscreen' },
  args: { online: true, update: null },
} satisfies Meta<typeof AppStatusMessages>

export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = { args: { online: false } }

export const NewVersionAvailable: Story = { args: { update: { activate: fn() } } }

export const OfflineWithNewVersion: Story = { args: { online: false, update: { activate: fn() } } }
