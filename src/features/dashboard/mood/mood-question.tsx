import { useId } from 'react'
import { submitMoodBodySchema } from '@contract/mood'
import { moodOptions } from '@contract/options'
import { Button } from '@/components/ui/button'
import { FieldErrors } from '@/components/ui/field'
import { FormWait } from '@/components/ui/form-wait'
import { notify } from '@/lib/notify'
import { Spinner } from '@/components/ui/spinner'
import { useContractForm } from '@/lib/forms/use-contract-form'
import type { useSubmitMood } from '../api/submit-mood'
import { MoodFace, type Mood } from './mood-levels'

export const MOOD_QUESTION = 'How are you feeling today?'

export type MoodQuestionProps = {
  submit: ReturnType<typeof useSubmitMood>
  /** "Not now": no answer today. */
  onSkip: () => void
}

/** Today's mood in one tap: a form of one field, each mood a large button that sends it. */
export function MoodQuestion({ submit, onSkip }: MoodQuestionProps) {
  const form = useContractForm(submitMoodBodySchema, { defaultValues: { mood: undefined } })
  const chosen = form.watch('mood')
  const busy = submit.isPending
  const waiting = form.waitSeconds > 0
  const errorsId = useId()

  const share = (mood: Mood) => {
    form.setValue('mood', mood)
    void form.handleSubmit((body) =>
      submit.mutate(body, { onSuccess: ({ message }) => notify.success(message), onError: form.fail }),
    )()
  }

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2">
      <fieldset disabled={busy || waiting} aria-describedby={errorsId}>
        <legend className="text-sm font-medium text-ink">{MOOD_QUESTION}</legend>
        <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
          {moodOptions.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              onClick={() => share(value)}
              aria-busy={(busy && chosen === value) || undefined}
              className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-1 py-2 text-xs font-medium text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-default disabled:opacity-60"
            >
              {busy && chosen === value ? <Spinner size="lg" /> : <MoodFace mood={value} className="size-8" />}
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      <FieldErrors id={errorsId} errors={form.errorsOf('mood')} />
      <FormWait seconds={form.waitSeconds} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-600">One tap shares it; once a day.</p>
        <Button type="button" variant="plain" color="dark" size="sm" onClick={onSkip} disabled={busy}>
          Not now
        </Button>
      </div>
    </form>
  )
}
