import { Suspense, useRef, useState } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import type { useSubmitMood } from '../api/submit-mood'
import { MoodChoices, type MoodChoiceKey } from './mood-choices'
import type { Mood } from './mood-levels'

// The form layer (react-hook-form and the contract's zod schema) is fetched when the question shows;
// until it is here the same buttons show, and a press is held and sent once it is
// (docs/decisions/0042-dashboard-content-first.md).
const MoodForm = lazyPart(() => import('./mood-form').then((module) => module.MoodForm))

export type MoodQuestionProps = {
  submit: ReturnType<typeof useSubmitMood>
  /** "Not now": no answer today. */
  onSkip: () => void
}

/** Today's mood in one tap, or "Not now" (docs/product/records.md#mood). */
export function MoodQuestion({ submit, onSkip }: MoodQuestionProps) {
  const [held, setHeld] = useState<Mood | null>(null)
  // Where focus is in the buttons shown before the form, so the form's can take it over.
  const focused = useRef<MoodChoiceKey | null>(null)
  return (
    <Suspense
      fallback={
        <MoodChoices
          onChoose={setHeld}
          onSkip={onSkip}
          sending={held}
          onFocusChange={(key) => (focused.current = key)}
        />
      }
    >
      <MoodForm.Component submit={submit} onSkip={onSkip} heldChoice={held} focusOnShow={() => focused.current} />
    </Suspense>
  )
}
