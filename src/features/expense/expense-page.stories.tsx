import type { Meta, StoryObj } from '@storybook/react-vite'
import { requestPageStories } from '@/components/requests/testing/request-page-stories'
import { expenseKind } from './expense-kind'
import { storyExpenses } from './testing/expense-fixtures'

const stories = requestPageStories(expenseKind, {
  firstPage: { page: 1, per_page: 10, sort: '-updated_at' },
  rows: storyExpenses,
})

/** /item: the expense requests list with costing in pesos, and the expense request form. */
const meta = {
  title: 'Pages/Expense requests',
  ...stories.meta,
} satisfies Meta<typeof stories.Screen>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = stories.WithData

/** Placeholder rows until the first page answers. */
export const Loading: Story = stories.Loading

/** Nothing filed yet. */
export const Empty: Story = stories.Empty

/** The list did not load: it says so, with Retry. */
export const LoadFailed: Story = stories.LoadFailed

/** On a phone: each request a card. */
export const Phone: Story = {
  ...stories.WithData,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
