import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { DashboardGrid } from './dashboard-grid'
import { DashboardLayout } from './dashboard-layout'

/** While the dashboard loads: the greeting at once, and placeholders shaped like the cards. */
export function DashboardSkeleton() {
  return (
    <DashboardLayout>
      <div role="status" aria-label="Loading your dashboard">
        <DashboardGrid>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <Card key={card}>
              <CardContent className="space-y-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-5/6" />
                <Skeleton className="h-3 w-2/3" />
                <Skeleton className="h-9 w-28" />
              </CardContent>
            </Card>
          ))}
        </DashboardGrid>
      </div>
    </DashboardLayout>
  )
}
