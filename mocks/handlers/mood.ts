import { contract } from '@contract'
import { addDays } from '@contract/dates/arithmetic'
import { MOOD_DAYS_BACK, type MoodEntry } from '@contract/mood'
import { conflict, created, implement, success, unprocessable } from '../adapter'
import { manilaDate, nowIso } from '../clock'
import { db } from '../db'
import { moodOn, type MoodEntryRow } from '../db/mood'
import { dateRange } from '../wording'

/**
 * The mood meter: open to every employee, one entry per person per Asia/Manila business date. A mood may
 * be for a recent day, as a phone sends one answered without a line (docs/product/offline.md#the-mood).
 */
const routes = contract.mood

const present = ({ id, mood, date, created_at }: MoodEntryRow): MoodEntry => ({ id, mood, date, created_at })

/** Why a mood cannot be for `date`, or null: never a later day, nor one more than MOOD_DAYS_BACK days ago. */
function dateRefusal(date: string, today: string): string | null {
  if (date > today) return 'The date cannot be later than today (Asia/Manila).'
  if (date < addDays(today, -MOOD_DAYS_BACK))
    return `A mood can be shared for today or one of the ${MOOD_DAYS_BACK} days before it only.`
  return null
}

export const moodHandlers = [
  implement(routes.today, ({ user }) => {
    const entry = moodOn(user.id, manilaDate())
    return success(
      { entry: entry ? present(entry) : null },
      entry ? "Today's mood." : 'You have not shared your mood today.',
    )
  }),

  implement(routes.submit, ({ user, body }) => {
    const today = manilaDate()
    const date = body.date ?? today
    const refusal = dateRefusal(date, today)
    if (refusal) return unprocessable({ date: [refusal] })
    if (moodOn(user.id, date))
      return conflict(
        date === today
          ? 'You have already shared your mood today. You can share it again tomorrow.'
          : `You have already shared your mood for ${dateRange(date)}.`,
      )
    const entry = db.mood_entry.create({ user_id: user.id, mood: body.mood, date, created_at: nowIso() })
    return created(
      present(entry),
      date === today
        ? 'Thank you for sharing how you feel today.'
        : `Thank you for sharing how you felt on ${dateRange(date)}.`,
    )
  }),
]
