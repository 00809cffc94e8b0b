import type { Meta, StoryObj } from '@storybook/react-vite'
import { withRouter } from '../../../.storybook/with-router'
import { StatusPage } from './status-page'

const meta = {
  title: 'Pages/Status page (/404)',
  component: StatusPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPage>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = { args: { status: 404, backSteps: 2, fullPage: true } }
export const Forbidden: Story = { args: { status: 403, backSteps: 2, fullPage: true } }

/** /404 with no status, or one the page has no words for: not found, and back one step. */
export const NoStatus: Story = { args: { status: 404, backSteps: 1, fullPage: true } }

/** Inside the employee shell (an unknown address, or a page the employment type may not use). */
export const InTheShell: Story = { args: { status: 404, backSteps: 1, fullPage: false } }
