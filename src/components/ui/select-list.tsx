import { Command } from 'cmdk'
import { Popover } from 'radix-ui'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'
import { CheckIcon, SearchIcon } from './icons'
import { mergeRefs } from './merge-refs'
import { ALL_LABEL, choicesOf, SELECT_PLACEHOLDER, SelectFace, selectTriggerClasses, type SelectProps } from './select'

export type SelectListProps = SelectProps & {
  /** Open at once: the field was pressed before this code had loaded (select.tsx). */
  defaultOpen: boolean
  /** Take the focus at once: the button it replaces had it. */
  takeFocus: boolean
}

/** A searchable single-choice list: a combobox button that opens a filterable listbox (select.tsx). */
export function SelectList({
  options,
  value,
  onValueChange,
  placeholder = SELECT_PLACEHOLDER,
  searchPlaceholder = 'Search...',
  emptyText = 'Nothing found.',
  allowEmpty = false,
  allLabel = ALL_LABEL,
  className,
  defaultOpen,
  takeFocus,
  ref,
  ...triggerProps
}: SelectListProps) {
  const [open, setOpen] = useState(defaultOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  const triggerRef = useMemo(() => mergeRefs(trigger, ref), [ref])
  const [search, setSearch] = useState('')
  const [popupName, setPopupName] = useState<string>()
  const choices = choicesOf(options, allowEmpty, allLabel)
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

  // Taking over from the stand-in (select.tsx): its focus, and the name of a list it opened.
  useEffect(() => {
    if (!trigger.current) return
    if (defaultOpen) namePopup(trigger.current)
    else if (takeFocus) trigger.current.focus()
    // Once, as the stand-in hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
        className={cn(selectTriggerClasses, className)}
        {...triggerProps}
        ref={triggerRef}
      >
        <SelectFace selected={selected} placeholder={placeholder} />
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
