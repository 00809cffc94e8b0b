import type { ReactNode } from 'react'
import type { Holiday } from '@contract/leave'
import type { RequestStatus } from '@contract/requests'
import { cn } from '@/lib/cn'

/**
 * The calendar's marks. Each kind has a colour and a shape of its own, so the difference never rests
 * on colour alone: holidays are bars with a thick left edge, the person's approved leave a filled
 * chip, their pending leave a dashed outline (apart from approved at a glance), teammates a dot.
 */
export const holidayTones: Record<Holiday['type'], string> = {
  regular: 'border-red-600 bg-red-50 text-red-800',
  special_non_working: 'border-violet-600 bg-violet-50 text-violet-800',
  special_working: 'border-sky-600 bg-sky-50 text-sky-800',
}

export const ownLeaveTone = (status: RequestStatus) =>
  status === 'pending'
    ? 'border border-dashed border-amber-600 bg-white text-amber-900'
    : status === 'for_cancellation'
      ? 'border border-orange-300 bg-orange-100 text-orange-900'
      : 'border border-green-300 bg-green-100 text-green-900'

export const teammateDot = 'size-1.5 shrink-0 rounded-full bg-brand-600'

/** A holiday's name as a bar: small in a day's cell, larger in the day's details; children follow the name. */
export function HolidayMark({
  holiday,
  size = 'cell',
  children,
}: {
  holiday: Holiday
  size?: 'cell' | 'details'
  children?: ReactNode
}) {
  return (
    <span
      className={cn(
        'line-clamp-2 rounded-sm border-l-4 px-1 font-medium break-words',
        size === 'cell' ? 'text-xs' : 'py-0.5 text-sm',
        holidayTones[holiday.type],
      )}
    >
      {holiday.name}
      {children}
    </span>
  )
}

export function OwnLeaveMark({ status, children }: { status: RequestStatus; children: ReactNode }) {
  return (
    <span className={cn('block rounded-sm px-1 text-xs leading-4 font-medium', ownLeaveTone(status))}>{children}</span>
  )
}
