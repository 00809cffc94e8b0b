import type { ComponentProps } from 'react'
import type { MoodEntry } from '@contract/mood'
import { labelOf, moodOptions } from '@contract/options'
import { Icon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

export type Mood = MoodEntry['mood']

/**
 * Where each mood sits on the trend's scale (5 at the top) and its colour: green for great down to red
 * for awful, each dark enough to read on white. The contract lists the moods from great to awful.
 */
export const moodLevels: Record<Mood, { score: number; colour: string }> = {
  great: { score: 5, colour: 'text-green-700' },
  good: { score: 4, colour: 'text-lime-700' },
  okay: { score: 3, colour: 'text-amber-700' },
  bad: { score: 2, colour: 'text-orange-700' },
  awful: { score: 1, colour: 'text-red-700' },
}

export const moodLabel = (mood: Mood) => labelOf(moodOptions, mood)

// Drawn rather than emoji: an emoji font differs per device (and some have none), a face does not.
const mouths: Record<Mood, string> = {
  great: 'M7.5 13.5a4.5 4.5 0 0 0 9 0Z',
  good: 'M8 14s1.5 2 4 2 4-2 4-2',
  okay: 'M8.5 15h7',
  bad: 'M16 16s-1.5-2-4-2-4 2-4 2',
  awful: 'M16 17s-1.5-3-4-3-4 3-4 3M7.5 8l2.5 1.2M16.5 8 14 9.2',
}

/** A face for a mood, in the mood's colour; decorative (the label beside it names the mood). */
export function MoodFace({ mood, className, ...props }: { mood: Mood } & ComponentProps<'svg'>) {
  return (
    <Icon className={cn(moodLevels[mood].colour, className)} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.5" />
      <path d={mouths[mood]} />
    </Icon>
  )
}
