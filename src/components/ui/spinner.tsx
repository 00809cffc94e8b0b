import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** Decorative spinner; the busy state is announced by the owner (e.g. aria-busy on a button). */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
