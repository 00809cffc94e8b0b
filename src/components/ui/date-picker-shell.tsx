import { Popover } from 'radix-ui'
import { useState, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'
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

type DatePickerShellProps = PickerTriggerProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the trigger shows: the chosen date(s), or undefined for the placeholder. */
  text: string | undefined
  children: ReactNode
}

/**
 * A combobox button (like Select) that opens a calendar in a modal popover: the value is read as the
 * button's text, the field's label names both. Escape closes it and focus returns to the button.
 */
export function DatePickerShell({
  open,
  onOpenChange,
  text,
  placeholder = 'Pick a date',
  className,
  children,
  ...triggerProps
}: DatePickerShellProps) {
  const [popupName, setPopupName] = useState<string>()
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Trigger
        type="button"
        role="combobox"
        aria-haspopup="dialog"
        onClick={(event) =>
          setPopupName(triggerProps['aria-label'] ?? event.currentTarget.labels?.[0]?.textContent ?? undefined)
        }
        className={cn(inputClasses, 'cursor-pointer items-center justify-between gap-2 text-left', className)}
        {...triggerProps}
      >
        <span className={cn('truncate', text === undefined && 'text-slate-500')}>{text ?? placeholder}</span>
        <CalendarIcon className="size-4 shrink-0 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-modal="true"
          aria-label={triggerProps['aria-labelledby'] ? undefined : popupName}
          aria-labelledby={triggerProps['aria-labelledby']}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The calendar puts focus on the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white shadow-md"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
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
