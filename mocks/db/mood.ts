import { db, type Row } from './index'

export type MoodEntryRow = Row<'mood_entry'>

export function moodEntriesOf(userId: number): MoodEntryRow[] {
  return db.mood_entry.getAll().filter((row) => row.user_id === userId)
}

export function moodOn(userId: number, date: string): MoodEntryRow | null {
  return db.mood_entry.getAll().find((row) => row.user_id === userId && row.date === date) ?? null
}
