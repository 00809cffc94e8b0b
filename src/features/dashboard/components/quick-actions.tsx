import { canUse } from '@contract/access'
import type { EmploymentType } from '@contract/options'
import { Button } from '@/components/ui/button'

/** What the person most often comes to do, limited to what their employment type may use. */
export function QuickActions({ employmentType }: { employmentType: EmploymentType | null }) {
  const actions = [
    // /leave and /item open their request forms when the address says so.
    canUse('leave', employmentType) && { label: 'File a leave request', href: '/leave?new=true' },
    canUse('expense', employmentType) && { label: 'File an expense request', href: '/item?new=true' },
    { label: 'My profile', href: '/profile' },
    { label: 'Account settings', href: '/settings' },
  ].filter((action) => action !== false)
  return (
    <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
      {actions.map(({ label, href }) => (
        <li key={href}>
          <Button href={href} variant="outline" color="blue" align="start" className="w-full">
            {label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
