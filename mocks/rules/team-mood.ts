import { weekdayOf } from '@contract/dates/business-date'
import type { MoodEntry } from '@contract/mood'
import { manilaDate } from '../clock'
import { db } from '../db'
import { addDays } from './working-days'
import { sharesMoodWithHr } from './privacy-consent'

/** A mood as a score out of 5, for HR's average. */
const scores: Record<MoodEntry['mood'], number> = { great: 5, good: 4, okay: 3, bad: 2, awful: 1 }

/**
 * HR's figure of a company's mood this week (Monday to today, Manila): how many answers and their average
 * score out of 5, one decimal. Only people who share their mood with HR are counted
 * (docs/product/privacy.md#consent-and-notices); null average with no answer.
 */
export function teamMoodThisWeek(companyId: number | null) {
  const today = manilaDate()
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7))
  const sharing = new Set(
    db.user
      .getAll()
      .filter((user) => user.company_id === companyId && sharesMoodWithHr(user.id))
      .map((user) => user.id),
  )
  const answers = db.mood_entry
    .getAll()
    .filter((entry) => sharing.has(entry.user_id) && entry.date >= monday && entry.date <= today)
  const total = answers.reduce((sum, entry) => sum + scores[entry.mood], 0)
  return {
    week_start: monday,
    answers: answers.length,
    average: answers.length === 0 ? null : Math.round((total / answers.length) * 10) / 10,
  }
}
