import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ProfileFrame } from './profile-frame'

/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <ProfileFrame>
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading your profile…</span>
        <div className="flex flex-col items-center gap-4 sm:flex-row">
          <Skeleton shape="circle" className="size-24" />
          <div className="flex flex-col items-center gap-2 sm:items-start">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </div>
        {[0, 1, 2].map((card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-40" />
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {[0, 1, 2, 3].map((detail) => (
                <div key={detail} className="flex flex-col gap-1.5">
                  <Skeleton className="h-3 w-24" />
                  <Skeleton className="h-4 w-40" />
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </ProfileFrame>
  )
}
