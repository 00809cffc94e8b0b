import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { listQueryOf } from '@/components/data-table/list-search'
import { withQueryStates } from '../../../.storybook/with-query-states'
import { withRouter } from '../../../.storybook/with-router'
import { payslipKeys } from './api/payslip-keys'
import type { PayslipSearch } from './components/payslip-filters'
import { PayslipPage } from './payslip-page'
import { storyPayslip, storyPayslips, storyThirteenthMonth } from './testing/payslip-fixtures'

const firstPage: PayslipSearch = { page: 1, per_page: 10, sort: '-created_at' }
const listKey = payslipKeys.list(listQueryOf(firstPage))
const latestKey = payslipKeys.latest()
const thirteenthMonthKey = payslipKeys.thirteenthMonth()
const meta27 = { current_page: 1, last_page: 3, per_page: 10, total: 27, from: 1, to: 10 }
const none = { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null }

/** The route's part, played by state: the list's search. */
function PayslipPageStory() {
  const [search, setSearch] = useState<PayslipSearch>(firstPage)
  return (
    <PayslipPage
      search={search}
      onSearchChange={setSearch}
      viewLink={(payslip) => <a href={`#payslip-${payslip.id}`}>View</a>}
    />
  )
}

/** /payslip: the latest payslip (amounts hidden until revealed) over the list by year and month. */
const meta = {
  title: 'Pages/Payslips',
  component: PayslipPageStory,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PayslipPageStory>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, data: { data: storyPayslips, meta: meta27 } },
      { key: latestKey, data: storyPayslip },
      { key: thirteenthMonthKey, data: storyThirteenthMonth },
    ]),
  ],
}

/** Placeholders until the answers come. */
export const Loading: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, pending: true },
      { key: latestKey, pending: true },
      { key: thirteenthMonthKey, pending: true },
    ]),
  ],
}

/** Before the first payday. */
export const Empty: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, data: { data: [], meta: none } },
      { key: latestKey, data: null },
      { key: thirteenthMonthKey, data: { ...storyThirteenthMonth, earned_so_far: 0, payslips_counted: 0 } },
    ]),
  ],
}

/** None loaded: each says so, with Retry. */
export const LoadFailed: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, error: new Error('Something went wrong.') },
      { key: latestKey, error: new Error('Something went wrong.') },
      { key: thirteenthMonthKey, error: new Error('Something went wrong.') },
    ]),
  ],
}

/** On a phone: each payslip a card. */
export const Phone: Story = {
  ...WithData,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
