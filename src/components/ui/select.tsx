import { lazy, Suspense, type KeyboardEvent, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { useLoadOnIntent } from '@/lib/load-later'
import { ChevronsUpDownIcon } from './icons'
import { inputClasses } from './input'

export type SelectOption = { value: string; label: string }

export type SelectProps = {
  options: readonly SelectOption[]
  value: string
  onValueChange: (value: string) => void
  placeholder?: string
  searchPlaceholder?: string
  emptyText?: string
  /** Adds a first option with the value '' (the spec's 'All' entry of every filter list). */
  allowEmpty?: boolean
  allLabel?: string
  id?: string
  disabled?: boolean
  className?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  'aria-describedby'?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  ref?: Ref<HTMLButtonElement>
}

export const SELECT_PLACEHOLDER = 'Select…'
export const ALL_LABEL = 'All'
export const selectTriggerClasses = cn(inputClasses, 'cursor-pointer items-center justify-between gap-2 text-left')

/** The options a select offers, with the 'All' entry first when it allows an empty value. */
export const choicesOf = (options: readonly SelectOption[], allowEmpty: boolean, allLabel: string) =>
  allowEmpty ? [{ value: '', label: allLabel }, ...options] : options

/** What the closed select shows: the chosen option's label, or the placeholder. */
export function SelectFace({ selected, placeholder }: { selected: SelectOption | undefined; placeholder: string }) {
  return (
    <>
      <span className={cn('truncate', !selected && 'text-slate-500')}>{selected?.label ?? placeholder}</span>
      <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-500" />
    </>
  )
}

// The list and what positions it (Radix Popover with floating-ui, cmdk: about 17 KB gzipped) load
// after the page: a filter or a form shows its selects at once, and the list is there before it is
// opened (decision 36).
const loadSelectList = () => import('./select-list')
const SelectList = lazy(() => loadSelectList().then((module) => ({ default: module.SelectList })))

/**
 * A searchable single-choice list: a combobox button that opens a filterable listbox (select-list.tsx).
 * Until the list's code is there (useLoadOnIntent) a button of the same look stands in; pressing it,
 * or an arrow key on it, loads the list and opens it.
 */
export function Select(props: SelectProps) {
  const { wanted, pressedEarly, focused, press, standInProps } = useLoadOnIntent({
    opensOn: 'click',
    load: loadSelectList,
  })
  const {
    options,
    value,
    placeholder = SELECT_PLACEHOLDER,
    allowEmpty = false,
    allLabel = ALL_LABEL,
    className,
    id,
    disabled,
    ref,
  } = props
  const selected = choicesOf(options, allowEmpty, allLabel).find((option) => option.value === value)
  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    press()
  }
  const standIn = (
    <button
      type="button"
      // No list exists yet for aria-controls to name; Radix's own button leaves it out while closed too.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-haspopup="dialog"
      ref={ref}
      id={id}
      disabled={disabled}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      className={cn(selectTriggerClasses, className)}
      onKeyDown={openWithArrow}
      {...standInProps}
    >
      <SelectFace selected={selected} placeholder={placeholder} />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <SelectList {...props} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
