import { Skeleton } from '@/components/ui/skeleton'

/** The panel's list while it loads, and the placeholder's while the panel's code arrives. */
export function NotificationPanelSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="flex flex-col gap-4 px-4 py-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </div>
  )
}
