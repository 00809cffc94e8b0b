import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** A grey bar where text will be; decorative. */
export function Placeholder({ className = 'w-24' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 animate-pulse rounded bg-slate-200 align-middle ${className}`}
    />
  )
}

/** Where a list has no rows to show: none yet, none matching, or a failure. */
export function ListMessage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-sm font-medium text-ink">{title}</p>
      {children}
    </div>
  )
}

export function NoRecordsYet({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return <ListMessage title={message}>{action}</ListMessage>
}

export function NoMatches({ message, onClearFilters }: { message: ReactNode; onClearFilters: () => void }) {
  return (
    <ListMessage title={message}>
      <p className="text-sm text-slate-600">Try other filters, or clear them to see everything.</p>
      <Button type="button" color="white" size="sm" onClick={onClearFilters}>
        Clear filters
      </Button>
    </ListMessage>
  )
}
