import { useEffect, useId, useRef } from 'react'
import { submitMoodBodySchema } from '@contract/mood'
import { FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { KEPT_MESSAGE } from '@/lib/outbox/outbox-entry'
import { fetchOutboxCode } from '@/lib/outbox/send-or-keep'
import { shareMood } from '../api/share-mood'
import type { useSubmitMood } from '../api/submit-mood'
import { keptMoodsPart } from './kept-moods-part'
import { MoodChoices, type MoodChoiceKey } from './mood-choices'
import type { Mood } from './mood-levels'

export type MoodFormProps = {
  submit: ReturnType<typeof useSubmitMood>
  onSkip: () => void
  /** A mood pressed before this form's code arrived: sent as soon as it is here. */
  heldChoice: Mood | null
  /** The button that had focus in the choices this form replaces. */
  focusOnShow: () => MoodChoiceKey | null
}

/** The mood question as a form of one field: each mood a button that validates and sends it. */
export function MoodForm({ submit, onSkip, heldChoice, focusOnShow }: MoodFormProps) {
  const form = useContractForm(submitMoodBodySchema, { defaultValues: { mood: undefined } })
  const chosen = form.watch('mood')
  const errorsId = useId()

  const share = (mood: Mood) => {
    form.setValue('mood', mood)
    void form.handleSubmit((body) =>
      submit.mutate(() => shareMood(body.mood), {
        onSuccess: (shared) => notify.success('sent' in shared ? shared.sent.message : KEPT_MESSAGE),
        onError: form.fail,
      }),
    )()
  }

  // While there is a line: what keeps an answer that gets no answer, sends it later, and the part that
  // shows it could not come once it has dropped.
  useEffect(() => {
    void keptMoodsPart.preload()
    fetchOutboxCode()
  }, [])

  // Once: a second run (React's strict mode runs effects twice) must not send it again.
  const heldSent = useRef(false)
  useEffect(() => {
    if (heldChoice === null || heldSent.current) return
    heldSent.current = true
    share(heldChoice)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <MoodChoices
        onChoose={share}
        onSkip={onSkip}
        sending={submit.isPending ? (chosen ?? heldChoice) : null}
        disabled={form.waitSeconds > 0}
        describedBy={errorsId}
        focusOnShow={focusOnShow}
      >
        <FormMessage control={form.control} names={['mood', 'date']} id={errorsId} />
        <FormWait seconds={form.waitSeconds} />
      </MoodChoices>
    </form>
  )
}
