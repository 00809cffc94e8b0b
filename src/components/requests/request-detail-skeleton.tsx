import { Skeleton } from '@/components/ui/skeleton'

/** A request's detail until it is here: while the request loads, and while its code arrives. */
export function RequestDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the request" className="grid gap-3">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  )
}
