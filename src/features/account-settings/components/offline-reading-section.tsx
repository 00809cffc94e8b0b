import { useId, useState, useSyncExternalStore } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Switch } from '@/components/ui/switch'
import {
  chooseToKeepAnswers,
  forgetKeptAnswers,
  keepsAnswers,
  onKeepAnswersChoice,
} from '@/lib/kept-answers/kept-answers-choice'

export type OfflineReadingSectionProps = { userId: number }

/**
 * Whether this phone keeps the person's answers to read offline (docs/product/offline.md#reading-offline): off
 * until they turn it on, for them alone on this device. Off again, what was kept is deleted at once.
 */
export function OfflineReadingSection({ userId }: OfflineReadingSectionProps) {
  const person = String(userId)
  const keeps = useSyncExternalStore(
    onKeepAnswersChoice,
    () => keepsAnswers(person),
    () => false,
  )
  const [deleting, setDeleting] = useState(false)
  const headingId = useId()
  const switchId = useId()
  const change = (keep: boolean) => {
    if (keep) {
      chooseToKeepAnswers(person, true)
      return
    }
    setDeleting(true)
    void forgetKeptAnswers(person).finally(() => setDeleting(false))
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Offline use</h2>
        </CardTitle>
        <CardDescription>For a phone that is yours alone.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={switchId} className="font-medium text-ink">
              Keep my data on this phone for offline use
            </label>
            <p id={`${switchId}-help`} className="text-sm text-slate-700">
              Keeps your dashboard, leave and expense requests and balances, payslip list and notifications as you last
              opened them, to read without a connection. Signing out removes them from this phone, and so does turning
              this off.
            </p>
          </div>
          <Switch
            id={switchId}
            checked={keeps}
            disabled={deleting}
            aria-describedby={`${switchId}-help`}
            onCheckedChange={change}
          />
        </div>
      </CardContent>
    </Card>
  )
}
