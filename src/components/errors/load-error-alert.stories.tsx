import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { LoadErrorAlert } from './load-error-alert'

const meta = {
  title: 'Errors/LoadErrorAlert',
  component: LoadErrorAlert,
  args: {
    title: 'Your dashboard could not be loaded',
    error: new ApiError({ status: 503, message: 'The service is down for maintenance until 6:00 PM.' }),
    onRetry: () => {},
  },
} satisfies Meta<typeof LoadErrorAlert>

export default meta
type Story = StoryObj<typeof meta>

/** A page's body could not be loaded: the server's message, worded for people, and Retry. */
export const WholePage: Story = {}

/** A list in a page: the data table's failure. */
export const AList: Story = { args: { title: 'The leave requests could not be loaded.', headingLevel: 3 } }

/** A crash, not an answer of the server: its message is not shown, the generic one is. */
export const ACrash: Story = {
  args: {
    title: 'This card could not be shown.',
    error: new TypeError('x is undefined'),
    headingLevel: 3,
    children: 'The rest of your dashboard is fine.',
  },
}

export const Retrying: Story = { args: { retrying: true } }
