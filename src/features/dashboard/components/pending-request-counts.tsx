import type { Dashboard } from '@contract/dashboard'
import { canUse, type GatedFeature } from '@contract/access'
import type { EmploymentType } from '@contract/options'
import { Button } from '@/components/ui/button'

type Counts = Dashboard['pending_requests']

const kinds = [
  { key: 'leave', feature: 'leave', label: 'Leave requests', href: '/leave' },
  { key: 'expense', feature: 'expense', label: 'Expense requests', href: '/item' },
  { key: 'certificate', feature: 'certificate', label: 'Certificate requests', href: '/certificate' },
] as const satisfies readonly { key: keyof Counts; feature: GatedFeature; label: string; href: string }[]

/** Requests awaiting approval, per kind the person may file; each leads to its list where they may open it. */
export function PendingRequestCounts({
  counts,
  employmentType,
}: {
  counts: Counts
  employmentType: EmploymentType | null
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {kinds.map(({ key, feature, label, href }) => {
        const count = counts[key]
        if (count === null) return null
        const waiting = count === 0 ? 'None awaiting approval' : `${count} awaiting approval`
        return (
          <li key={key} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
            <div>
              <p className="text-sm font-medium text-ink">{label}</p>
              <p className="text-xs text-slate-600">{waiting}</p>
            </div>
            {canUse(feature, employmentType) && (
              <Button href={href} variant="outline" color="blue" size="sm" aria-label={`View ${label.toLowerCase()}`}>
                View
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
