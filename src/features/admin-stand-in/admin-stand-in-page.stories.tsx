import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminStandInPage } from './admin-stand-in-page'

const meta = {
  title: 'Demo/Admin application stand-in',
  component: AdminStandInPage,
  parameters: { layout: 'fullscreen' },
  args: {
    adminName: 'Rogelio Tan',
    employeeName: null,
    onSignOut: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500))),
    onSwitchToEmployeePortal: fn(),
  },
} satisfies Meta<typeof AdminStandInPage>

export default meta
type Story = StoryObj<typeof meta>

/** The owner, an admin only, after logging in. */
export const AdminOnly: Story = {}

/** An HR manager who chose 'Switch to Admin' in the employee portal: the way back is offered. */
export const AdminAndEmployee: Story = { args: { adminName: 'Carmela Aquino', employeeName: 'Carmela Aquino' } }

/** Someone who typed the address without a session. */
export const NoSession: Story = { args: { adminName: null } }

export const Phone: Story = {
  args: { adminName: 'Carmela Aquino', employeeName: 'Carmela Aquino' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
