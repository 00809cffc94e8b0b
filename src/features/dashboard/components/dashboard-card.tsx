import { useQueryClient } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
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
    <Card asChild className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader align="center" className="min-h-8">
          <CardTitle asChild>
            <h2 id={headingId}>{title}</h2>
          </CardTitle>
          {action && <CardAction rows={1}>{action}</CardAction>}
        </CardHeader>
        <CardContent className="flex flex-1 flex-col">
          <CardErrorBoundary
            resetKey={resetKey}
            onRetry={() => queryClient.refetchQueries({ queryKey: dashboardKeys.all })}
          >
            {children}
          </CardErrorBoundary>
        </CardContent>
      </section>
    </Card>
  )
}
