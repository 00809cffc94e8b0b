import { Suspense, type ComponentType, type Ref } from 'react'
import { cn } from '@/lib/cn'
import { useLoadOnIntent } from '@/lib/load-later'
import { CalendarIcon } from './icons'
import { inputClasses } from './input'

/** The props every picker's trigger takes, so Field and react-hook-form's Controller can drive it. */
export type PickerTriggerProps = {
  id?: string
  disabled?: boolean
  className?: string
  placeholder?: string
  onBlur?: () => void
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
  ref?: Ref<HTMLButtonElement>
}

/** What a picker's popup takes over from its stand-in (PickerStandIn). */
export type PickerHandOver = {
  /** Open at once: the trigger was pressed before the popup's code had loaded. */
  defaultOpen: boolean
  /** Take the focus at once: the button it replaces had it. */
  takeFocus: boolean
}

export const DATE_PLACEHOLDER = 'Pick a date'

export const pickerTriggerClasses = cn(inputClasses, 'cursor-pointer items-center justify-between gap-2 text-left')

/** What a closed picker shows: the chosen date(s), or the placeholder. */
export function PickerFace({ text, placeholder }: { text: string | undefined; placeholder: string }) {
  return (
    <>
      <span className={cn('truncate', text === undefined && 'text-slate-500')}>{text ?? placeholder}</span>
      <CalendarIcon className="size-4 shrink-0 text-slate-500" />
    </>
  )
}

const dayFormat = new Intl.DateTimeFormat('en-PH', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** How a picker shows a chosen day, e.g. 'Fri, Jun 12, 2026'. */
export const formatPickedDay = (date: Date) => dayFormat.format(date)

export type PickerStandInProps<Props extends PickerTriggerProps> = {
  /** The picker's own props, handed to its popup. */
  props: Props
  /** What the trigger shows, as the popup's own trigger would. */
  text: string | undefined
  placeholder: string
  /** The popup (a lazy component) and the import of its module. */
  Popup: ComponentType<Props & PickerHandOver>
  load: () => Promise<unknown>
}

/**
 * A date picker's trigger until its popup's code is there: the calendar (react-day-picker, date-fns)
 * and what positions it load after the page (decision 36, useLoadOnIntent). A press on it, or an
 * arrow key, loads the popup and opens it.
 */
export function PickerStandIn<Props extends PickerTriggerProps>({
  props,
  text,
  placeholder,
  Popup,
  load,
}: PickerStandInProps<Props>) {
  const { wanted, pressedEarly, focused, press, standInProps } = useLoadOnIntent({ opensOn: 'click', load })
  const { ref, id, disabled, className, onBlur } = props
  const standIn = (
    <button
      type="button"
      // No popup exists yet for aria-controls to name; Radix's own button leaves it out while closed too.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={false}
      ref={ref}
      id={id}
      disabled={disabled}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid']}
      className={cn(pickerTriggerClasses, className)}
      {...standInProps}
      onBlur={() => {
        standInProps.onBlur()
        onBlur?.()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
        event.preventDefault()
        press()
      }}
    >
      <PickerFace text={text} placeholder={placeholder} />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <Popup {...props} defaultOpen={pressedEarly} takeFocus={focused} /> : standIn}
    </Suspense>
  )
}
