import { Suspense } from 'react'
import type { Dashboard } from '@contract/dashboard'
import { Button } from '@/components/ui/button'
import { useKeptCount } from '@/lib/outbox/use-kept-count'
import { isAlreadyShared, useSubmitMood } from '../api/submit-mood'
import { keptMoodsPart } from './kept-moods-part'
import { MoodFace, moodLabel } from './mood-levels'
import { MoodQuestion } from './mood-question'
import { useMoodSkip } from './mood-skip'
import { MoodTrend } from './mood-trend'
import { TodaysMood } from './todays-mood'

export type MoodMeterProps = {
  mood: Dashboard['mood']
  /** Whose "Not now" this is: it is kept per person. */
  userId: number
  /** Today's Manila business date. */
  today: string
}

const SHARED_NOTE = 'Thanks for sharing. You can share again tomorrow.'

const pieces = { TodaysMood, MoodFace, moodLabel }

/**
 * The mood meter (docs/product/records.md#mood): asked once per business date, answered in one tap, optional; then
 * today's answer, and the trend of the last 7 working days either way. An answer kept on this phone for want
 * of a line shows as waiting (docs/product/offline.md#the-mood), from a part loaded only when something is kept.
 */
export function MoodMeter({ mood, userId, today }: MoodMeterProps) {
  const submit = useSubmitMood()
  const skip = useMoodSkip(userId, today)
  const keptCount = useKeptCount()
  // Another tab or device answered first: the server says so, and the dashboard is fetched again.
  const refusal = isAlreadyShared(submit.error) ? (submit.error?.message ?? null) : null
  // Not when the outbox sends a kept answer later: focus stays where the person is.
  const sentHere = submit.data !== undefined && 'sent' in submit.data

  let todayPart
  if (mood.today) {
    todayPart = <TodaysMood mood={mood.today} note={refusal ?? SHARED_NOTE} focusOnShow={sentHere || !!refusal} />
  } else if (refusal) {
    todayPart = <p className="text-sm text-slate-700">{refusal}</p>
  } else if (skip.skipped) {
    todayPart = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">You skipped today&apos;s check-in.</p>
        <Button variant="outline" color="blue" size="sm" onClick={skip.unskip}>
          Share my mood
        </Button>
      </div>
    )
  } else {
    todayPart = <MoodQuestion submit={submit} onSkip={skip.skip} />
  }

  return (
    <div>
      {keptCount > 0 ? (
        <Suspense fallback={mood.today ? todayPart : null}>
          <keptMoodsPart.Component
            today={today}
            todayPart={todayPart}
            answeredToday={mood.today !== null}
            justKept={submit.data !== undefined && 'kept' in submit.data}
            pieces={pieces}
          />
        </Suspense>
      ) : (
        todayPart
      )}
      <MoodTrend trend={mood.trend} />
    </div>
  )
}
