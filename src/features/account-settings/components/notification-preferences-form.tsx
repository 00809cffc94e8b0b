import { useId } from 'react'
import type {
  NotificationChannels,
  NotificationPreferences,
  SwitchableTopic,
  UpdateNotificationPreferencesBody,
  updateNotificationPreferencesBodySchema,
} from '@contract/notifications'
import { labelOf, notificationTopicOptions, notificationTopicValues } from '@contract/options'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField, FormMessage, useFormMessages } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { lazySchema } from '@/lib/forms/lazy-schema'
import { useContractForm, type ContractForm } from '@/lib/forms/use-contract-form'
import { notify } from '@/lib/notify'
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences'
import { channelCheckboxName, channelColumns } from './notification-channels'

// On the page's first screen: the table shows without zod, which comes at the first tick (decision 56).
const updatePreferencesBody = lazySchema(() =>
  import('@contract/notifications').then((contract) => contract.updateNotificationPreferencesBodySchema),
)
const switchableTopics = notificationTopicValues.filter((topic): topic is SwitchableTopic => topic !== 'security')
const SECURITY_LABEL = labelOf(notificationTopicOptions, 'security')

/** The form's values: every topic the person may switch, with its channels (security is not sent). */
function switchableOf({ security: _security, ...switchable }: NotificationPreferences) {
  return switchable
}

const sameChannels = (a: NotificationChannels | undefined, b: NotificationChannels) =>
  a !== undefined && channelColumns.every(({ channel }) => a[channel] === b[channel])

export type NotificationPreferencesFormProps = { preferences: NotificationPreferences }

/**
 * Which topics reach the person by which channel: a table of checkboxes, one row a topic and one
 * column a channel, saved with Save. Only the topics changed since the last load or save are sent:
 * the server keeps the rest, which another device may have changed meanwhile. A refusal keeps every
 * tick as the person left it. Security notices show ticked and fixed.
 */
export function NotificationPreferencesForm({ preferences }: NotificationPreferencesFormProps) {
  const update = useUpdateNotificationPreferences()
  const form = useContractForm(updatePreferencesBody, { defaultValues: switchableOf(preferences) })
  const securityNoteId = useId()
  const idPrefix = useId()

  const onSubmit = form.handleSubmit((values) => {
    // Nothing changed sends {}: the server answers what it holds, and the table shows that.
    const body: UpdateNotificationPreferencesBody = Object.fromEntries(
      switchableTopics
        .filter((topic) => !sameChannels(values[topic], preferences[topic]))
        .map((topic) => [topic, values[topic]]),
    )
    update.mutate(body, {
      onSuccess: ({ message, data }) => {
        notify.success(message)
        form.reset(switchableOf(data))
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* The topics wrap to fit a phone; a narrower screen scrolls the table inside the card, not the page. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-64 border-collapse text-sm">
          <caption className="sr-only">Which notifications reach you, by channel</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Notification
              </th>
              {channelColumns.map(({ channel, label }) => (
                <th key={channel} scope="col" className="w-14 px-1 py-2 text-center font-medium sm:w-24">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {switchableTopics.map((topic) => (
              <TopicRow key={topic} control={form.control} topic={topic} errorId={`${idPrefix}-${topic}-error`} />
            ))}
            <tr>
              <th scope="row" className="py-2.5 pr-3 text-left align-middle font-normal text-ink">
                {SECURITY_LABEL}
                <p id={securityNoteId} className="mt-0.5 text-xs text-slate-600">
                  Security notices always reach you.
                </p>
              </th>
              {channelColumns.map(({ channel, label }) => (
                <td key={channel} className="px-1 py-2.5 text-center align-middle">
                  <Checkbox
                    checked
                    disabled
                    aria-label={channelCheckboxName(label, SECURITY_LABEL)}
                    aria-describedby={securityNoteId}
                  />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <FormWait seconds={form.waitSeconds} />
      <Button
        type="submit"
        color="blue"
        className="self-start"
        loading={update.isPending}
        disabled={form.waitSeconds > 0}
      >
        Save preferences
      </Button>
    </form>
  )
}

type TopicRowProps = {
  control: ContractForm<typeof updateNotificationPreferencesBodySchema>['control']
  topic: SwitchableTopic
  errorId: string
}

/** One topic's channels; the messages of the topic and of any of its channels show once, under its name. */
function TopicRow({ control, topic, errorId }: TopicRowProps) {
  const topicLabel = labelOf(notificationTopicOptions, topic)
  const names = [topic, ...channelColumns.map(({ channel }) => `${topic}.${channel}` as const)]
  const invalid = useFormMessages(control, names).length > 0
  return (
    <tr className="border-b border-slate-100">
      <th scope="row" className="py-2.5 pr-3 text-left align-middle font-normal text-ink">
        {topicLabel}
        <FormMessage control={control} names={names} id={errorId} />
      </th>
      {channelColumns.map(({ channel, label }) => (
        <td key={channel} className="px-1 py-2.5 text-center align-middle">
          <FormField
            control={control}
            name={`${topic}.${channel}`}
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-label={channelCheckboxName(label, topicLabel)}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
              />
            )}
          />
        </td>
      ))}
    </tr>
  )
}
