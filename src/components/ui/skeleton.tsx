import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A grey placeholder in the shape of content still loading. Hidden from assistive technology: the
 * region that is loading says so once (e.g. role="status" with "Loading…"), not every placeholder.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  )
}
