import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const spinnerSizes = { sm: 'size-4', lg: 'size-8' } as const

/** Decorative spinner; the busy state is announced by the owner (e.g. aria-busy on a button). */
export function Spinner({
  className,
  size = 'sm',
  ...props
}: ComponentProps<'svg'> & {
  /** sm beside a button's text, lg in place of a large icon. */ size?: keyof typeof spinnerSizes
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn(spinnerSizes[size], 'animate-spin', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
