import { contract } from '@contract'
import type { MoodEntry } from '@contract/mood'
import { conflict, created, implement, success } from '../adapter'
import { manilaDate, nowIso } from '../clock'
import { db } from '../db'
import { moodOn, type MoodEntryRow } from '../db/mood'

/** The mood meter: open to every employee, one entry per person per Asia/Manila business date. */
const routes = contract.mood

const present = ({ id, mood, date, created_at }: MoodEntryRow): MoodEntry => ({ id, mood, date, created_at })

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
    if (moodOn(user.id, today))
      return conflict('You have already shared your mood today. You can share it again tomorrow.')
    const entry = db.mood_entry.create({ user_id: user.id, mood: body.mood, date: today, created_at: nowIso() })
    return created(present(entry), 'Thank you for sharing how you feel today.')
  }),
]
