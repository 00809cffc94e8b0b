import { useEffect, useRef } from 'react'
import type { Dashboard } from '@contract/dashboard'
import { Button } from '@/components/ui/button'
import { isAlreadyShared, useSubmitMood } from '../api/submit-mood'
import { MoodFace, moodLabel, type Mood } from './mood-levels'
import { MoodQuestion } from './mood-question'
import { useMoodSkip } from './mood-skip'
import { MoodTrend } from './mood-trend'

export type MoodMeterProps = {
  mood: Dashboard['mood']
  /** Whose "Not now" this is: it is kept per person. */
  userId: number
  /** Today's Manila business date. */
  today: string
}

const SHARED_NOTE = 'Thanks for sharing. You can share again tomorrow.'

/**
 * The mood meter (docs/product/records.md#mood): asked once per business date, answered in one tap, optional; then
 * today's answer, and the trend of the last 7 working days either way.
 */
export function MoodMeter({ mood, userId, today }: MoodMeterProps) {
  const submit = useSubmitMood()
  const skip = useMoodSkip(userId, today)
  // Another tab or device answered first: the server says so, and the dashboard is fetched again.
  const refusal = isAlreadyShared(submit.error) ? (submit.error?.message ?? null) : null

  let todayPart
  if (mood.today) {
    todayPart = (
      <TodaysMood mood={mood.today} note={refusal ?? SHARED_NOTE} focusOnShow={submit.isSuccess || !!refusal} />
    )
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
      {todayPart}
      <MoodTrend trend={mood.trend} />
    </div>
  )
}

/** Today's answer. Focus comes here after answering, so a keyboard user is not left on a vanished button. */
function TodaysMood({ mood, note, focusOnShow }: { mood: Mood; note: string; focusOnShow: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnShow) ref.current?.focus()
  }, [focusOnShow])
  return (
    <div ref={ref} tabIndex={-1} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <MoodFace mood={mood} className="size-10 shrink-0" />
      <div>
        <p className="text-sm font-medium text-ink">
          Today you&apos;re feeling <span className="font-semibold">{moodLabel(mood).toLowerCase()}</span>
        </p>
        <p className="text-xs text-slate-600">{note}</p>
      </div>
    </div>
  )
}
