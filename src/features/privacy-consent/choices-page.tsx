import { useId, type ReactNode } from 'react'
import type { PrivacyConsent, UpdatePrivacyChoicesBody } from '@contract/privacy-consent'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { notify } from '@/lib/notify'
import { useAuth } from '@/session/use-auth'
import { useEraseMoodHistory, useErasePhoto, useUpdateChoices } from './api/change-consent'
import { useConsent } from './api/get-consent'
import { retentionRules } from './retention-rules'

/**
 * /privacy/choices, Your choices (docs/product/privacy.md#consent-and-notices): optional processing is
 * the person's to turn on or off, effective at once; optional data can be erased after a confirmation;
 * required records say how long the law keeps them.
 */
export function ChoicesPage() {
  const consent = useConsent()
  const choicesId = useId()
  return (
    <PrivacySectionPage
      title="Your choices"
      description="What you allow beyond your employment, and the optional data you can erase."
    >
      <section aria-labelledby={choicesId} className="flex flex-col gap-3">
        <h2 id={choicesId} className="text-lg font-semibold text-ink">
          Optional processing
        </h2>
        {consent.isPending ? (
          <ChoicesLoading />
        ) : consent.isError ? (
          <LoadErrorAlert
            title="Your choices could not be loaded"
            error={consent.error}
            onRetry={() => void consent.refetch()}
            retrying={consent.isFetching}
            headingLevel={3}
          />
        ) : (
          <Choices consent={consent.data} />
        )}
      </section>
      <OptionalData />
      <RequiredRecords />
    </PrivacySectionPage>
  )
}

const choiceTexts = {
  share_mood_with_hr: {
    label: 'Share my mood with HR',
    help: "When on, your mood answers count in HR's team figures. When off, they never do.",
  },
  show_photo_to_colleagues: {
    label: 'Show my photo to colleagues',
    help: 'When on, colleagues see your photo beside your leave on the leave calendar. When off, they see your initials.',
  },
} as const

function Choices({ consent }: { consent: PrivacyConsent }) {
  const update = useUpdateChoices()
  const change = (choice: UpdatePrivacyChoicesBody) =>
    update.mutate(choice, { onSuccess: ({ message }) => notify.success(message) })
  return (
    <ul className="flex flex-col gap-3">
      {(Object.keys(choiceTexts) as (keyof typeof choiceTexts)[]).map((choice) => (
        <li key={choice}>
          <ChoiceSwitch
            label={choiceTexts[choice].label}
            help={choiceTexts[choice].help}
            checked={consent[choice]}
            disabled={update.isPending}
            onChange={(checked) => change({ [choice]: checked })}
          />
        </li>
      ))}
    </ul>
  )
}

function ChoiceSwitch(props: {
  label: string
  help: string
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-ink">
          {props.label}
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-700">
          {props.help}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-help`}
        onCheckedChange={props.onChange}
      />
    </div>
  )
}

function OptionalData() {
  const headingId = useId()
  const { user } = useAuth()
  const eraseMood = useEraseMoodHistory()
  const erasePhoto = useErasePhoto()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Erase optional data
      </h2>
      <ErasableItem title="Mood history" text="Every mood you shared. Your dashboard's mood trend starts empty again.">
        <ConfirmDialog
          trigger={
            <Button type="button" color="red" variant="outline">
              Erase my mood history
            </Button>
          }
          title="Erase your mood history?"
          description="Every mood you have shared is deleted for good. This cannot be undone."
          confirmLabel="Erase"
          destructive
          onConfirm={async () => notify.success(await eraseMood.mutateAsync())}
        />
      </ErasableItem>
      <ErasableItem title="Profile photo" text="Your photo. You show as your initials again.">
        {user?.employee_avatar ? (
          <ConfirmDialog
            trigger={
              <Button type="button" color="red" variant="outline">
                Erase my photo
              </Button>
            }
            title="Erase your profile photo?"
            description="Your photo is deleted for good. You can upload a new one on My Profile."
            confirmLabel="Erase"
            destructive
            onConfirm={async () => notify.success(await erasePhoto.mutateAsync())}
          />
        ) : (
          <p className="text-sm text-slate-700">You have no profile photo.</p>
        )}
      </ErasableItem>
    </section>
  )
}

function ErasableItem({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-ink">{title}</h3>
        <p className="text-sm text-slate-700">{text}</p>
      </div>
      {children}
    </div>
  )
}

function RequiredRecords() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Records we must keep
      </h2>
      <p className="text-sm text-slate-700">
        These cannot be erased while the law requires them. They are deleted when their time ends.
      </p>
      <dl className="flex flex-col gap-3">
        {retentionRules.map((rule) => (
          <div key={rule.record} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <dt className="font-medium text-ink">{rule.record}</dt>
            <dd className="text-slate-700">
              Kept {rule.kept}: {rule.law}.
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function ChoicesLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your choices…</span>
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-20 w-full" />
      ))}
    </div>
  )
}
