import type { MoodEntry } from '@contract/mood'
import { autoIncrement } from '../sequence'

export const moodModels = {
  mood_entry: {
    id: autoIncrement('mood_entry'),
    user_id: Number,
    mood: (): MoodEntry['mood'] => 'okay',
    /** The Asia/Manila business date: one entry per person per date. */
    date: String,
    created_at: String,
  },
}
