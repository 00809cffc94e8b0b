import type { Meta, StoryObj } from '@storybook/react-vite'
import type { OutboxEntry } from '@/lib/outbox/outbox-entry'
import { clearOutbox, keepInOutbox } from '@/lib/outbox/outbox-store'
import { signedInPerson } from '@/lib/signed-in-person'
import { withQueryClient } from '../../../../.storybook/with-query-client'
import type { MoodAnswer } from '../api/share-mood'
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

const PERSON = String(meta.args.userId)

/** Today's answer as the outbox keeps it when the tap got no answer. */
const keptMood: OutboxEntry = {
  key: '5f0c8a4e-1d2b-4c3a-9e7f-6b5a4d3c2b1a',
  person: PERSON,
  kind: 'mood',
  body: { mood: 'good', date: FIXTURE_TODAY } satisfies MoodAnswer['body'],
  fileBytes: 0,
  keptAt: Date.parse(`${FIXTURE_TODAY}T08:40:00+08:00`),
  state: 'waiting',
}

/**
 * Answered with no line: today's mood kept on this phone, marked Waiting to send until the line returns
 * (docs/product/offline.md#the-mood). The story keeps it in this browser's outbox for the person, and takes it away
 * after.
 */
export const WaitingToSend: Story = {
  beforeEach: async () => {
    signedInPerson.set(PERSON)
    await keepInOutbox(keptMood)
    return async () => {
      await clearOutbox(PERSON)
      signedInPerson.set(null)
    }
  },
}
