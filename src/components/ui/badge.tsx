import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const badgeVariants = cva(
  'inline-block truncate rounded-full py-0.5 text-center text-xs leading-5 font-medium',
  {
    variants: {
      // Request statuses are colours of their own so a list can pass `request.status` straight in.
      color: {
        neutral: 'bg-slate-100 text-slate-800',
        blue: 'bg-brand-100 text-brand-800',
        pending: 'bg-amber-100 text-amber-800',
        approved: 'bg-green-100 text-green-800',
        denied: 'bg-red-100 text-red-800',
        cancelled: 'bg-slate-200 text-slate-700',
        for_cancellation: 'bg-orange-100 text-orange-800',
      },
      width: {
        default: 'w-[70px]',
        // 'For Cancellation' does not fit in the default width.
        wide: 'w-[120px]',
        // A label outside the status lists (the header's 'Employee', cut to 'Emplo…' at 70 px): as
        // wide as its text, never narrower than the default, so the header's badges still line up.
        fit: 'w-auto min-w-[70px]',
      },
      // A request's status is tighter: the default padding leaves 'Approved' and 'Cancelled' no room in 70 px.
      padding: { default: 'px-2', tight: 'px-1' },
    },
    defaultVariants: { color: 'neutral', width: 'default', padding: 'default' },
  },
)

export type BadgeProps = Omit<ComponentProps<'span'>, 'color'> & VariantProps<typeof badgeVariants>

export function Badge({ color, width, padding, className, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ color, width, padding }), className)} {...props} />
}
