import { Command } from 'cmdk'
import { Popover } from 'radix-ui'
import { useState, type KeyboardEvent, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from './icons'
import { fieldBoxClasses } from './input'

export type SelectOption = { value: string; label: string }

export type SelectProps = {
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
  id?: string
  disabled?: boolean
  /** The button's width: its column's, or a few characters' (rows per page). */
  width?: 'full' | 'narrow'
  className?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  ref?: Ref<HTMLButtonElement>
}

/** A searchable single-choice list: a combobox button that opens a filterable listbox. */
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
  className,
  ...triggerProps
}: SelectProps) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [popupName, setPopupName] = useState<string>()
  const choices = allowEmpty ? [{ value: '', label: allLabel }, ...options] : options
  const selected = choices.find((option) => option.value === value)
  const query = search.trim().toLowerCase()
  const matches = query ? choices.filter((option) => option.label.toLowerCase().includes(query)) : choices

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) setSearch('')
  }

  // The open list is a modal dialog, and a dialog needs a name: it borrows the field's label.
  function namePopup(trigger: HTMLButtonElement) {
    setPopupName(triggerProps['aria-label'] ?? trigger.labels?.[0]?.textContent ?? undefined)
  }

  function openWithArrow(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      namePopup(event.currentTarget)
      changeOpen(true)
    }
  }

  return (
    // Modal: the open list holds focus and hides the page behind it, as a native select's list does.
    <Popover.Root open={open} onOpenChange={changeOpen} modal>
      <Popover.Trigger
        type="button"
        role="combobox"
        onKeyDown={openWithArrow}
        onClick={(event) => namePopup(event.currentTarget)}
        className={cn(
          fieldBoxClasses,
          'h-10 cursor-pointer items-center justify-between gap-2 text-left',
          width === 'full' ? 'w-full' : 'w-20',
          className,
        )}
        {...triggerProps}
      >
        <span className={cn('truncate', !selected && 'text-slate-500')}>{selected?.label ?? placeholder}</span>
        <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-modal="true"
          aria-label={triggerProps['aria-labelledby'] ? undefined : popupName}
          aria-labelledby={triggerProps['aria-labelledby']}
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-48 rounded-md border border-slate-200 bg-white shadow-md"
        >
          {/* Filtering is ours (by label, in the given order); cmdk supplies the keyboard model. */}
          <Command
            shouldFilter={false}
            loop
            label={searchPlaceholder}
            defaultValue={selected && itemKey(selected.value)}
          >
            <div className="flex items-center gap-2 border-b border-slate-200 px-3">
              <SearchIcon className="size-4 shrink-0 text-slate-500" />
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder={searchPlaceholder}
                className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-slate-500"
              />
            </div>
            <Command.List label="Options" className="max-h-64 overflow-y-auto p-1">
              <Command.Empty className="py-6 text-center text-sm text-slate-600">{emptyText}</Command.Empty>
              {matches.map((option) => (
                <Command.Item
                  key={option.value}
                  value={itemKey(option.value)}
                  onSelect={() => {
                    onValueChange(option.value)
                    changeOpen(false)
                  }}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
                >
                  <CheckIcon className={cn('size-4', option.value !== value && 'invisible')} />
                  {option.label}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

// cmdk treats an empty value as "no item", so the 'All' option needs a non-empty key.
const itemKey = (value: string) => `option:${value}`
