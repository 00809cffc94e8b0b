import type { Meta, StoryObj } from '@storybook/react-vite'
import { listQueryOf } from '@/components/data-table/list-search'
import { RequestPage } from '@/components/requests/request-page'
import { useStoryScreen } from '@/components/requests/testing/story-screen'
import { withQueryStates, type QueryState } from '../../../.storybook/with-query-states'
import { withRouter } from '../../../.storybook/with-router'
import { leaveKeys } from './api/leave-keys'
import { leaveKind, type LeaveSearch } from './leave-kind'
import { storyBalances, storyHolidays, storyLeaves } from './testing/leave-fixtures'

const firstPage: LeaveSearch = { page: 1, per_page: 10, sort: '-updated_at' }
const listKey = leaveKeys.list(listQueryOf(firstPage))
const meta10 = { current_page: 1, last_page: 2, per_page: 10, total: 12, from: 1, to: 10 }

const otherQueries: QueryState[] = [
  { key: leaveKeys.balances(), data: storyBalances },
  { key: leaveKeys.holidays(2026), data: storyHolidays },
  { key: leaveKeys.holidays(2027), data: [] },
  { key: leaveKeys.ongoingDates(), data: [] },
]

/** The route's part, played by state: the list's search and the open form. */
function LeavePageStory({ formOpen = false }: { formOpen?: boolean }) {
  return <RequestPage kind={leaveKind} {...useStoryScreen(firstPage, formOpen)} />
}

/** /leave: balances with pending counted, the requests list, and the request leave form. */
const meta = {
  title: 'Pages/Leave',
  component: LeavePageStory,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeavePageStory>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {
  decorators: [
    withQueryStates([...otherQueries, { key: listKey, data: { data: storyLeaves.slice(0, 10), meta: meta10 } }]),
  ],
}

/** Placeholder rows and balance outlines until the first answers. */
export const Loading: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, pending: true },
      { key: leaveKeys.balances(), pending: true },
    ]),
  ],
}

/** Nothing filed yet. */
export const Empty: Story = {
  decorators: [
    withQueryStates([
      ...otherQueries,
      {
        key: listKey,
        data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null } },
      },
    ]),
  ],
}

/** The list and the balances did not load: each says so, with Retry. */
export const LoadFailed: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, error: new Error('Something went wrong.') },
      { key: leaveKeys.balances(), error: new Error('Something went wrong.') },
    ]),
  ],
}

/** On a phone: balances first, each request a card. */
export const Phone: Story = {
  ...WithData,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
