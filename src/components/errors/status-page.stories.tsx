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

export const NotFound: Story = { args: { status: 404, backSteps: 2 } }
export const Forbidden: Story = { args: { status: 403, backSteps: 2 } }
export const OtherStatus: Story = { args: { status: 500, backSteps: 1 } }
