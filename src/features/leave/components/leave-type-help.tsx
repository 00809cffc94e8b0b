import type { LeaveTypeRule } from '@contract/leave'
import { leaveTypeLabel } from '@contract/options'

const units: Record<NonNullable<LeaveTypeRule['limit']>['unit'], string> = {
  working_days: 'working',
  calendar_days: 'calendar',
}

const per: Record<NonNullable<LeaveTypeRule['limit']>['per'], string> = {
  year: 'a year',
  pregnancy: 'for each pregnancy',
  delivery: 'for each delivery',
  surgery: 'after each surgery',
}

/** "Up to 7 working days a year", from the limit the server gives. */
export function limitWords(limit: NonNullable<LeaveTypeRule['limit']>): string {
  return `Up to ${limit.days} ${units[limit.unit]} day${limit.days === 1 ? '' : 's'} ${per[limit.per]}`
}

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`

/**
 * What the chosen leave type is, as the server describes it (GET /leaves/types): its help text, limit,
 * the documents to attach, whether colleagues see it, and its source in law.
 */
export function LeaveTypeHelp({ id, rule }: { id: string; rule: LeaveTypeRule | undefined }) {
  if (!rule) return <div id={id} hidden />
  return (
    <div id={id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <p>{rule.help}</p>
      <ul className="mt-2 flex flex-col gap-1 text-xs">
        {rule.limit && <li>{limitWords(rule.limit)}.</li>}
        {rule.documents_required.length > 0 && (
          <li className="font-medium text-ink">Attach: {rule.documents_required.map(sentence).join('; ')}.</li>
        )}
        {rule.confidential && (
          <li>
            Confidential: colleagues only see that you are away, and e-mails and notifications say “leave request”.
          </li>
        )}
        {rule.convertible_to_cash && <li>Unused days are paid in cash.</li>}
        <li>Source: {rule.source}.</li>
      </ul>
    </div>
  )
}

/** The leave types the person cannot choose, each with the server's reason, behind a disclosure. */
export function LeaveTypesNotOffered({ rules }: { rules: readonly LeaveTypeRule[] | undefined }) {
  const notOffered = rules?.filter((rule) => !rule.offered) ?? []
  if (notOffered.length === 0) return null
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
        Why can’t I choose some leave types?
      </summary>
      <ul aria-label="Leave types you cannot choose" className="mt-2 flex flex-col gap-2">
        {notOffered.map((rule) => (
          <li key={rule.type}>
            <span className="font-medium text-ink">{leaveTypeLabel(rule.type)}</span>: {rule.reason_not_offered}
          </li>
        ))}
      </ul>
    </details>
  )
}
