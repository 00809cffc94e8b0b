import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { withRouter } from '../../../../.storybook/with-router'
import { BUSY_MONTH, busyMonthDays, emptyMonthDays, FIXTURE_TODAY } from '../testing/calendar-fixtures'
import { LeaveCalendarView } from './leave-calendar-view'

/** The leave calendar (/leave-calendar) in each of its states. */
const meta = {
  title: 'Pages/Leave Calendar',
  component: LeaveCalendarView,
  decorators: [withRouter],
  parameters: { layout: 'padded' },
  args: {
    month: BUSY_MONTH,
    today: FIXTURE_TODAY,
    calendar: { status: 'success', days: busyMonthDays },
    layout: 'grid',
    monthHref: (month: string) => `/leave-calendar?month=${month}`,
    onMonthChange: () => {},
  },
} satisfies Meta<typeof LeaveCalendarView>

export default meta
type Story = StoryObj<typeof meta>

/** Holidays of every kind, the person's leave approved, pending and awaiting cancellation, and teammates away. */
export const BusyMonth: Story = {}

/** The grid paints at once; each day's marks follow the month's data. */
export const Loading: Story = { args: { calendar: { status: 'pending' } } }

/** No holiday and nobody away: the grid stays, with a note above it. */
export const EmptyMonth: Story = {
  args: { month: '2027-03', calendar: { status: 'success', days: emptyMonthDays } },
}

/** The month could not be loaded: the server's message and Retry; the months around it stay reachable. */
export const LoadFailed: Story = {
  args: {
    calendar: {
      status: 'error',
      error: new ApiError({ status: 503, message: 'The calendar service is down.' }),
      retry: () => {},
    },
  },
}

/** On a phone, the month's busy days as a list, each with what is on it. */
export const PhoneAgenda: Story = {
  args: { layout: 'agenda' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}

export const PhoneEmptyMonth: Story = {
  args: { layout: 'agenda', month: '2027-03', calendar: { status: 'success', days: emptyMonthDays } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
