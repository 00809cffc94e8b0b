import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryClient } from '../../../../.storybook/with-query-client'
import { withTodaysMood } from '../api/submit-mood'
import { FIXTURE_TODAY, newHireDashboard, regularDashboard } from '../testing/dashboard-fixtures'
import { MoodMeter } from './mood-meter'

/** The mood meter of the dashboard: today's question in one tap, then the answer; the trend below either way. */
const meta = {
  title: 'Dashboard/Mood meter',
  component: MoodMeter,
  decorators: [
    withQueryClient,
    (Story) => (
      <div className="w-[22rem] rounded-xl border border-slate-200 p-4">
        <Story />
      </div>
    ),
  ],
  args: { mood: regularDashboard.mood, userId: 1, today: FIXTURE_TODAY },
} satisfies Meta<typeof MoodMeter>

export default meta
type Story = StoryObj<typeof meta>

/** Before answering: five moods, one tap each, or Not now. */
export const NotAnsweredYet: Story = {}

/** After answering: today's mood, and today in the trend. */
export const Answered: Story = {
  args: { mood: withTodaysMood(regularDashboard, { date: FIXTURE_TODAY, mood: 'good' }).mood },
}

/** Nothing shared in the last 7 working days: the trend says what will show. */
export const NoTrendYet: Story = { args: { mood: newHireDashboard.mood } }
