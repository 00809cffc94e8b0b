import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A grey placeholder in the shape of what is loading (shadcn's Skeleton). Hidden from assistive
 * technology: the loading region around it says "Loading…" once, with role="status".
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
