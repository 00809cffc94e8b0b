import { Command } from 'cmdk'
import { cn } from '@/lib/cn'
import { AnchoredPopover } from './anchored-popover'
import { CheckIcon, SearchIcon } from './icons'
import type { PopoverLayer } from './popover-combobox'
import { optionsMatching, type SelectOption } from './select'

export type SelectPopupProps = PopoverLayer & {
  /** Every option, the 'All' entry first when the list has one. */
  choices: readonly SelectOption[]
  value: string
  /** What is typed in the search box; Select keeps it, with the keys typed before this code came. */
  search: string
  onSearchChange: (search: string) => void
  /** An option was picked: Select reports it and closes. */
  onChoose: (value: string) => void
  searchPlaceholder: string
  emptyText: string
}

/**
 * Select's open list: a search box over a filterable listbox (cmdk) in its modal popover. A lazy part of
 * Select (docs/decisions/0036-employee-first-load.md): the combobox button is on the first load.
 */
export function SelectPopup({
  choices,
  value,
  search,
  onSearchChange,
  onChoose,
  searchPlaceholder,
  emptyText,
  ...layer
}: SelectPopupProps) {
  const selected = choices.find((option) => option.value === value)
  const matches = optionsMatching(choices, search)
  return (
    <AnchoredPopover {...layer}>
      {/* Filtering is ours (by label, in the given order); cmdk supplies the keyboard model. */}
      <Command shouldFilter={false} loop label={searchPlaceholder} defaultValue={selected && itemKey(selected.value)}>
        <div className="flex items-center gap-2 border-b border-slate-200 px-3">
          <SearchIcon className="size-4 shrink-0 text-slate-500" />
          <Command.Input
            value={search}
            onValueChange={onSearchChange}
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
              onSelect={() => onChoose(option.value)}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800"
            >
              <CheckIcon className={cn('size-4', option.value !== value && 'invisible')} />
              {option.label}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
    </AnchoredPopover>
  )
}

// cmdk treats an empty value as "no item", so the 'All' option needs a non-empty key.
const itemKey = (value: string) => `option:${value}`
