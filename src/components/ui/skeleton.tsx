import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A grey placeholder in the shape of what is loading (shadcn's Skeleton). Hidden from assistive
 * technology: the loading region around it says "Loading…" once, with role="status".
 */
export function Skeleton({
  className,
  shape = 'box',
  ...props
}: ComponentProps<'div'> & {
  /** A box, or a circle where an avatar or a step's number will be. */ shape?: 'box' | 'circle'
}) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(
        'animate-pulse bg-slate-200 motion-reduce:animate-none',
        shape === 'box' ? 'rounded-md' : 'rounded-full',
        className,
      )}
      {...props}
    />
  )
}
