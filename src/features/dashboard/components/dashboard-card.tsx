import { useQueryClient } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { dashboardKeys } from '../api/dashboard-keys'
import { CardErrorBoundary } from './card-error-boundary'

export type DashboardCardProps = {
  title: string
  /** The data the card shows (the dashboard): a card that failed tries again when it changes. */
  resetKey: unknown
  /** A link or control beside the title (e.g. to the page with the whole list). */
  action?: ReactNode
  className?: string
  children: ReactNode
}

/** A dashboard card: a titled region whose content fails on its own (CardErrorBoundary). */
export function DashboardCard({ title, resetKey, action, className, children }: DashboardCardProps) {
  const headingId = useId()
  const queryClient = useQueryClient()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5',
        className,
      )}
    >
      <div className="mb-3 flex min-h-8 items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <CardErrorBoundary
        resetKey={resetKey}
        onRetry={() => queryClient.refetchQueries({ queryKey: dashboardKeys.all })}
      >
        {children}
      </CardErrorBoundary>
    </section>
  )
}
