import type { Meta, StoryObj } from '@storybook/react-vite'
import { withRouter } from '../../../.storybook/with-router'
import { ApiError } from '@/lib/api/api-error'
import { RouteErrorBoundary } from './route-error-boundary'

const meta = {
  title: 'Pages/Route error boundary',
  component: RouteErrorBoundary,
  decorators: [withRouter],
  args: { reset: () => undefined },
} satisfies Meta<typeof RouteErrorBoundary>

export default meta
type Story = StoryObj<typeof meta>

/** A crash: its message is not for people, so the generic words show. */
export const UnexpectedCrash: Story = { args: { error: new TypeError('Cannot read properties of undefined') } }

/** A failed API call: the server's message is worded for people, so it shows. */
export const ServerRefused: Story = {
  args: { error: new ApiError({ status: 500, message: 'The payroll service is down for maintenance until 6:00 PM.' }) },
}

/** A part of the page whose code did not arrive (no line): only a reload brings it. */
export const CodeNotArrived: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: https://app.empleo.ph/assets/leave-form.js'),
  },
}
