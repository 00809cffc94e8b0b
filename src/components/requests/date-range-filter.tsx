import { useId } from 'react'
import type { FilterControls } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'
import { DateRangePicker } from '@/components/ui/date-range-picker'

import type { RequestSearch } from './request-kind'

export type DateRangeFilterProps<S extends RequestSearch> = {
  controls: FilterControls<S>
  label?: string
}

/**
 * The list's date-range filter: requests whose dates overlap the range (the server's rule). Empty is
 * 'All'; Clear takes it away. Like every filter, a change goes back to page 1.
 */
export function DateRangeFilter<S extends RequestSearch>({ controls, label = 'Dates' }: DateRangeFilterProps<S>) {
  const id = useId()
  const { search, setFilters } = controls
  const from = search.date_started ?? ''
  const to = search.date_finished ?? ''
  const chosen = from !== '' || to !== ''
  // The first pick is a one-day range; the second, which ends it, replaces that history entry.
  const set = (range: { from: string; to: string }) =>
    setFilters({ date_started: range.from, date_finished: range.to } as Parameters<typeof setFilters>[0], {
      replace: range.from !== '' && range.from === from && range.to !== range.from,
    })
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:w-72">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <DateRangePicker
          id={id}
          className="min-w-0 flex-1"
          placeholder="All dates"
          value={{ from, to: to || from }}
          onChange={set}
        />
        {chosen && (
          <Button
            type="button"
            color="white"
            aria-label={`Clear the ${label.toLowerCase()} filter`}
            onClick={() => set({ from: '', to: '' })}
          >
            Clear
          </Button>
        )}
      </div>
    </div>
  )
}
