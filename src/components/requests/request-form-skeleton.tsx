import { Skeleton } from '@/components/ui/skeleton'

/** A request form's place until it is drawn: labelled fields and the footer's buttons. */
export function RequestFormSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading the form…</span>
      {[0, 1, 2].map((field) => (
        <div key={field} className="grid gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10" />
        </div>
      ))}
      <Skeleton className="h-20" />
      <div className="flex justify-end gap-2">
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  )
}
