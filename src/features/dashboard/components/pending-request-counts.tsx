import type { Dashboard } from '@contract/dashboard'
import { canUse, type GatedFeature } from '@contract/access'
import type { EmploymentType } from '@contract/options'
import { Button } from '@/components/ui/button'
import { useKeptCount } from '@/lib/outbox/use-kept-count'

type Counts = Dashboard['pending_requests']

const kinds = [
  { key: 'leave', feature: 'leave', label: 'Leave requests', href: '/leave' },
  { key: 'expense', feature: 'expense', label: 'Expense requests', href: '/item' },
  { key: 'certificate', feature: 'certificate', label: 'Certificate requests', href: '/certificate' },
] as const satisfies readonly { key: keyof Counts; feature: GatedFeature; label: string; href: string }[]

/**
 * Requests awaiting approval, per kind the person may file; each leads to its list where they may open it.
 * First, any filed without a line and still waiting on this phone (docs/product/offline.md#the-outbox).
 */
export function PendingRequestCounts({
  counts,
  employmentType,
}: {
  counts: Counts
  employmentType: EmploymentType | null
}) {
  const kept = useKeptCount()
  return (
    <ul className="divide-y divide-slate-100">
      {kept > 0 && (
        <li className="py-2.5 first:pt-0 last:pb-0">
          <p className="text-sm font-medium text-ink">Kept on this phone</p>
          <p className="text-xs text-slate-600">
            {kept === 1 ? '1 request waits' : `${kept} requests wait`} to be sent when you are back online
          </p>
        </li>
      )}
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
