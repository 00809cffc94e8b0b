import { startTransition, Suspense, useEffect, useRef, useState } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import { fetchAheadWhenIdle } from '@/lib/when-idle'
import type { useSubmitMood } from '../api/submit-mood'
import { MoodChoices, type MoodChoiceKey } from './mood-choices'
import type { Mood } from './mood-levels'

// The form layer (react-hook-form and the contract's zod schema) is fetched once the page is idle (unless
// the person saves data or is on 2G: fetchAheadWhenIdle), or as soon as a mood is focused or pressed; until the form is here the same buttons show, and a press
// is held and sent once it is (docs/decisions/0042-dashboard-content-first.md).
const MoodForm = lazyPart(() => import('./mood-form').then((module) => module.MoodForm))

export type MoodQuestionProps = {
  submit: ReturnType<typeof useSubmitMood>
  /** "Not now": no answer today. */
  onSkip: () => void
}

/** Today's mood in one tap, or "Not now" (docs/product/records.md#mood). */
export function MoodQuestion({ submit, onSkip }: MoodQuestionProps) {
  const [formWanted, setFormWanted] = useState(false)
  const [held, setHeld] = useState<Mood | null>(null)
  // Where focus is in the buttons shown before the form, so the form's can take it over.
  const focused = useRef<MoodChoiceKey | null>(null)
  // A transition keeps these buttons on screen, the same elements, until the form is ready to take
  // their place: focus and a press are not lost on buttons that were just replaced.
  const wantForm = () => startTransition(() => setFormWanted(true))
  useEffect(() => fetchAheadWhenIdle(wantForm), [])

  const choices = (
    <MoodChoices
      onChoose={(mood) => {
        setHeld(mood)
        wantForm()
      }}
      onSkip={onSkip}
      sending={held}
      onFocusChange={(key) => {
        focused.current = key
        // Its code only: swapping the buttons on a focus would take a press landing on them.
        if (key !== null) void MoodForm.preload()
      }}
    />
  )
  return (
    <Suspense fallback={choices}>
      {formWanted ? (
        <MoodForm.Component submit={submit} onSkip={onSkip} heldChoice={held} focusOnShow={() => focused.current} />
      ) : (
        choices
      )}
    </Suspense>
  )
}
