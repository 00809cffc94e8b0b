import { manilaInstant } from '@contract/dates/manila'
import { moodValues } from '@contract/options'
import { addDays } from '../rules/working-days'
import { todayOf, workingDaysBetween } from './calendar'
import type { AreaSeeder } from './context'

/**
 * Mood entries on most working days: half a year of them for the main persona, the last two weeks for
 * the rest of the team. Never today's, so the demo can share one.
 */
const MAIN_PERSONA_DAYS = 180
const TEAM_DAYS = 14

export const seedMood: AreaSeeder = ({ db, faker, now, personaIds, employeeIds }) => {
  const today = todayOf(now)
  const yesterday = addDays(today, -1)
  const weights = [4, 8, 5, 2, 1] // great, good, okay, bad, awful: mostly fine, sometimes not
  const moods = moodValues.map((value, index) => ({ value, weight: weights[index] ?? 1 }))

  for (const userId of employeeIds) {
    if (userId === personaIds.deactivated) continue
    const main = userId === personaIds.regular
    for (const date of workingDaysBetween(addDays(today, -(main ? MAIN_PERSONA_DAYS : TEAM_DAYS)), yesterday)) {
      if (!faker.datatype.boolean({ probability: main ? 0.85 : 0.7 })) continue
      db.mood_entry.create({
        user_id: userId,
        mood: faker.helpers.weightedArrayElement(moods),
        date,
        created_at: manilaInstant(date, 8, faker.number.int({ min: 30, max: 59 })),
      })
    }
  }
}
