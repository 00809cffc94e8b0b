import type { Meta, StoryObj } from '@storybook/react-vite'
import { requestPageStories } from '@/components/requests/testing/request-page-stories'
import { leaveKeys } from './api/leave-keys'
import { leaveKind } from './leave-kind'
import { storyBalances, storyHolidays, storyLeaves } from './testing/leave-fixtures'

const stories = requestPageStories(leaveKind, {
  firstPage: { page: 1, per_page: 10, sort: '-updated_at' },
  rows: storyLeaves,
  around: {
    loaded: [
      { key: leaveKeys.balances(), data: storyBalances },
      { key: leaveKeys.holidays(2026), data: storyHolidays },
      { key: leaveKeys.holidays(2027), data: [] },
      { key: leaveKeys.ongoingDates(), data: [] },
    ],
    loading: [{ key: leaveKeys.balances(), pending: true }],
    failed: [{ key: leaveKeys.balances(), error: new Error('Something went wrong.') }],
  },
})

/** /leave: balances with pending counted, the requests list, and the request leave form. */
const meta = {
  title: 'Pages/Leave',
  ...stories.meta,
} satisfies Meta<typeof stories.Screen>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = stories.WithData

/** Placeholder rows and balance outlines until the first answers. */
export const Loading: Story = stories.Loading

/** Nothing filed yet. */
export const Empty: Story = stories.Empty

/** The list and the balances did not load: each says so, with Retry. */
export const LoadFailed: Story = stories.LoadFailed

/** On a phone: balances first, each request a card. */
export const Phone: Story = {
  ...stories.WithData,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
