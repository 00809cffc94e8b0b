import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

export type ListEntryProps = {
  legend: string
  /** Names the remove button for assistive technology: 'Remove contact 2'. */
  removeLabel: string
  /** Absent when the entry may not go (the list's last one). */
  onRemove?: () => void
  children: ReactNode
}

/** One entry of a list the person grows and shrinks (a contact, a bank account): its fields and Remove. */
export function ListEntry({ legend, removeLabel, onRemove, children }: ListEntryProps) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
      {onRemove && (
        <div className="sm:col-span-2">
          <Button type="button" color="red" variant="plain" size="sm" aria-label={removeLabel} onClick={onRemove}>
            Remove
          </Button>
        </div>
      )}
    </fieldset>
  )
}
