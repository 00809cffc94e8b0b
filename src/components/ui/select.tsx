import { useState } from 'react'
import { cn } from '@/lib/cn'
import { lazyPart } from '@/lib/lazy-part'
import { ChevronsUpDownIcon, SearchIcon } from './icons'
import { PopoverCombobox, type ComboboxTriggerProps } from './popover-combobox'
import type { SelectPopupProps } from './select-popup'
import { Skeleton } from './skeleton'

/**
 * The open list, with cmdk, Radix Popover and floating-ui: no page shows it first, and with it every
 * list page's first load carried about 17 KB more gzipped (docs/decisions/0036-employee-first-load.md).
 * Exported so a test can have its code here before a press.
 */
export const selectPopup = lazyPart<SelectPopupProps>(() => import('./select-popup').then((m) => m.SelectPopup))

export type SelectOption = { value: string; label: string }

export type SelectProps = Omit<ComboboxTriggerProps, 'onBlur'> & {
  options: readonly SelectOption[]
  value: string
  onValueChange: (value: string) => void
  placeholder?: string
  searchPlaceholder?: string
  emptyText?: string
  /**
   * Adds a first option with the value '' (the 'All' entry of every filter list: docs/product/records.md#option-lists).
   */
  allowEmpty?: boolean
  allLabel?: string
  /** The button's width: its column's, or a few characters' (rows per page). */
  width?: 'full' | 'narrow'
}

/** The options whose label holds what is typed, in their order: the list filters by label. */
export function optionsMatching(options: readonly SelectOption[], search: string): readonly SelectOption[] {
  const query = search.trim().toLowerCase()
  return query ? options.filter((option) => option.label.toLowerCase().includes(query)) : options
}

// The open list's panel, and its placeholder's.
const POPUP = 'z-50 w-(--radix-popover-trigger-width) min-w-48 rounded-md border border-slate-200 bg-white shadow-md'

/**
 * A searchable single-choice list: a combobox button that opens a filterable listbox in a modal
 * popover (select-popup.tsx, a lazy part). Keys typed before the list's code has come are kept for
 * its search.
 */
export function Select({
  options,
  value,
  onValueChange,
  placeholder = 'Select…',
  searchPlaceholder = 'Search...',
  emptyText = 'Nothing found.',
  allowEmpty = false,
  allLabel = 'All',
  width = 'full',
  ...triggerProps
}: SelectProps) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const choices = allowEmpty ? [{ value: '', label: allLabel }, ...options] : options
  const List = selectPopup.Component

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) setSearch('')
  }

  return (
    <PopoverCombobox
      open={open}
      onOpenChange={changeOpen}
      text={choices.find((option) => option.value === value)?.label}
      placeholder={placeholder}
      icon={<ChevronsUpDownIcon className="size-4 shrink-0 text-slate-500" />}
      width={width}
      opensWithArrows
      preload={selectPopup.preload}
      popoverClassName={POPUP}
      skeleton={
        <ListSkeleton
          search={search}
          searchPlaceholder={searchPlaceholder}
          rows={optionsMatching(choices, search).length}
        />
      }
      onType={(key) => setSearch((typed) => (key === 'Backspace' ? typed.slice(0, -1) : typed + key))}
      popover={(layer) => (
        <List
          {...layer}
          choices={choices}
          value={value}
          search={search}
          onSearchChange={setSearch}
          onChoose={(chosen) => {
            onValueChange(chosen)
            changeOpen(false)
          }}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
        />
      )}
      {...triggerProps}
    />
  )
}

/** The list's shape while its code is on its way: the search box with what was typed, and its rows. */
function ListSkeleton({
  search,
  searchPlaceholder,
  rows,
}: {
  search: string
  searchPlaceholder: string
  rows: number
}) {
  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3">
        <SearchIcon className="size-4 shrink-0 text-slate-500" />
        <span className={cn('flex h-10 w-full items-center truncate text-sm', !search && 'text-slate-500')}>
          {search || searchPlaceholder}
        </span>
      </div>
      <div role="status" className="max-h-64 overflow-hidden p-1">
        <span className="sr-only">Loading the options…</span>
        {Array.from({ length: Math.max(1, Math.min(rows, 8)) }, (_, row) => (
          <div key={row} className="px-2 py-1.5">
            <Skeleton className="h-5 w-2/3" />
          </div>
        ))}
      </div>
    </>
  )
}
