import { useEffect, useRef, type ReactNode } from 'react'
import { MoodFace, moodLabel, type Mood } from './mood-levels'

export type TodaysMoodProps = {
  mood: Mood
  note: string
  /** Focus comes here as it shows: the person has just answered. */
  focusOnShow: boolean
  /** Beside the answer: where it stands, when it is not yet on record. */
  status?: ReactNode
}

/** Today's answer. Focus comes here after answering, so a keyboard user is not left on a vanished button. */
export function TodaysMood({ mood, note, focusOnShow, status }: TodaysMoodProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnShow) ref.current?.focus()
  }, [focusOnShow])
  return (
    <div ref={ref} tabIndex={-1} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <MoodFace mood={mood} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">
          Today you&apos;re feeling <span className="font-semibold">{moodLabel(mood).toLowerCase()}</span>
        </p>
        <p className="text-xs text-slate-600">{note}</p>
      </div>
      {status}
    </div>
  )
}
