import { useEffect, useRef, type ReactNode } from 'react'
import { moodOptions } from '@contract/options'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { MoodFace, type Mood } from './mood-levels'

export const MOOD_QUESTION = 'How are you feeling today?'

/** Which of the question's buttons: a mood, or "Not now". */
export type MoodChoiceKey = Mood | 'skip'

export type MoodChoicesProps = {
  onChoose: (mood: Mood) => void
  /** "Not now": no answer today. */
  onSkip: () => void
  /** The mood on its way to the server: its button spins, and nothing can be pressed meanwhile. */
  sending: Mood | null
  /** Nothing can be pressed (a wait the server asked for). */
  disabled?: boolean
  /** The id of what describes the moods (the field's errors). */
  describedBy?: string
  /**
   * Asked when these choices appear: the button that had focus in the ones they replace, focused
   * here when focus went with them.
   */
  focusOnShow?: () => MoodChoiceKey | null
  /** Where focus is among the buttons, as it moves. */
  onFocusChange?: (key: MoodChoiceKey | null) => void
  /** What the form says under the moods: errors, a wait. */
  children?: ReactNode
}

/** Today's mood in one tap: each mood a large button that sends it, and "Not now". */
export function MoodChoices({
  onChoose,
  onSkip,
  sending,
  disabled = false,
  describedBy,
  focusOnShow,
  onFocusChange,
  children,
}: MoodChoicesProps) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const key = focusOnShow?.() ?? null
    const active = document.activeElement
    if (key === null || (active !== null && active !== document.body)) return
    root.current?.querySelector<HTMLElement>(`[data-choice="${key}"]`)?.focus()
    // Only when shown: later renders leave focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const busy = sending !== null
  return (
    <div
      ref={root}
      className="flex flex-col gap-2"
      onFocus={(event) => onFocusChange?.((event.target.dataset.choice as MoodChoiceKey | undefined) ?? null)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) onFocusChange?.(null)
      }}
    >
      <fieldset disabled={busy || disabled} aria-describedby={describedBy}>
        <legend className="text-sm font-medium text-ink">{MOOD_QUESTION}</legend>
        <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
          {moodOptions.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              data-choice={value}
              onClick={() => onChoose(value)}
              aria-busy={sending === value || undefined}
              className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-1 py-2 text-xs font-medium text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-default disabled:opacity-60"
            >
              {sending === value ? <Spinner size="lg" /> : <MoodFace mood={value} className="size-8" />}
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      {children}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-600">One tap shares it; once a day.</p>
        <Button
          type="button"
          data-choice="skip"
          variant="plain"
          color="dark"
          size="sm"
          onClick={onSkip}
          disabled={busy}
        >
          Not now
        </Button>
      </div>
    </div>
  )
}
