import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { OnboardingFrame } from './onboarding-frame'

/** The wizard's shape while the saved steps load, so nothing jumps when they arrive. */
export function OnboardingSkeleton() {
  return (
    <OnboardingFrame>
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading your onboarding…</span>
        <div className="flex gap-3">
          {[0, 1, 2, 3, 4].map((step) => (
            <Skeleton key={step} shape="circle" className="size-8" />
          ))}
        </div>
        <Card>
          <CardHeader>
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((field) => (
              <div key={field} className="flex flex-col gap-1.5">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-9 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      </div>
    </OnboardingFrame>
  )
}
