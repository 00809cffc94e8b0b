import { useEffect, useRef, type ComponentProps } from 'react'
import { DayPicker, getDefaultClassNames, type DayButton } from 'react-day-picker'
import { cn } from '@/lib/cn'
import { buttonVariants } from './button-variants'
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from './icons'

export type CalendarProps = ComponentProps<typeof DayPicker>

/**
 * A month grid (react-day-picker 9) in the shadcn style. It works on Dates at local midnight: give it
 * business dates through lib/dates/local-date.ts. The pickers (DatePicker, DateRangePicker) wrap it;
 * use it alone for a calendar that is always shown. Keyboard: arrows move by day and week, Page Up
 * and Page Down by month, Home and End to the week's ends, Enter or Space chooses.
 */
export function Calendar({ className, classNames, showOutsideDays = true, components, ...props }: CalendarProps) {
  const defaults = getDefaultClassNames()
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      // Buttons after the caption, so Tab follows what the eye reads.
      navLayout="after"
      className={cn('w-fit p-3 [--cell-size-7:calc(var(--cell-size)*7)] [--cell-size:--spacing(10)]', className)}
      classNames={{
        root: cn('relative', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        month_caption: cn(
          'flex h-(--cell-size) items-center pr-[calc(var(--cell-size)*2)] pl-1',
          defaults.month_caption,
        ),
        // In dropdown mode the label sits in each list's box, with a chevron.
        caption_label: cn(
          'flex h-8 items-center gap-1 text-sm font-semibold whitespace-nowrap text-ink select-none [&>svg]:size-3.5 [&>svg]:text-slate-500',
          defaults.caption_label,
        ),
        nav: cn('absolute top-0 right-0 flex items-center gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'plain', size: 'cell', fade: 'strong' }),
          defaults.button_previous,
        ),
        button_next: cn(buttonVariants({ variant: 'plain', size: 'cell', fade: 'strong' }), defaults.button_next),
        dropdowns: cn('flex h-(--cell-size) items-center gap-1.5 text-sm font-medium', defaults.dropdowns),
        dropdown_root: cn(
          'relative rounded-md border border-slate-300 px-2 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40',
          defaults.dropdown_root,
        ),
        dropdown: cn('absolute inset-0 cursor-pointer opacity-0', defaults.dropdown),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn('w-(--cell-size) text-xs font-normal text-slate-600 select-none', defaults.weekday),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('group/day relative size-(--cell-size) p-0 text-center select-none', defaults.day),
        range_start: cn('rounded-l-md bg-brand-50', defaults.range_start),
        range_middle: cn('bg-brand-50', defaults.range_middle),
        range_end: cn('rounded-r-md bg-brand-50', defaults.range_end),
        outside: cn('text-slate-500', defaults.outside),
        disabled: cn('text-slate-400', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        footer: cn('mt-2 max-w-(--cell-size-7) text-xs text-slate-600', defaults.footer),
        ...classNames,
      }}
      components={{
        Chevron: ({ className, orientation }) => {
          const Chevron =
            orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon
          return <Chevron className={cn('size-4', className)} />
        },
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  )
}

/** A day: its state (selected, range ends, today, holiday, taken) as data attributes for styling. */
export function CalendarDayButton({ className, day, modifiers, ...props }: ComponentProps<typeof DayButton>) {
  const ref = useRef<HTMLButtonElement>(null)
  // react-day-picker moves focus by marking a day focused; the button follows.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])

  const inRange = modifiers.range_start || modifiers.range_middle || modifiers.range_end
  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-selected-single={(modifiers.selected && !inRange) || undefined}
      data-range-start={modifiers.range_start || undefined}
      data-range-middle={modifiers.range_middle || undefined}
      data-range-end={modifiers.range_end || undefined}
      data-today={modifiers.today || undefined}
      data-holiday={modifiers.holiday || undefined}
      data-taken={modifiers.taken || undefined}
      className={cn(
        'relative flex size-(--cell-size) cursor-pointer items-center justify-center rounded-md text-sm text-ink tabular-nums outline-none',
        'hover:bg-slate-100 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
        'group-data-outside/day:text-slate-500 disabled:cursor-not-allowed disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent',
        'data-today:font-bold data-today:underline data-today:underline-offset-4',
        'data-holiday:text-red-700 data-holiday:after:absolute data-holiday:after:bottom-1 data-holiday:after:size-1 data-holiday:after:rounded-full data-holiday:after:bg-red-600',
        'data-taken:bg-amber-100 data-taken:text-amber-900',
        'data-range-middle:rounded-none data-range-middle:bg-brand-50 data-range-middle:text-brand-800',
        'data-range-end:bg-brand-600 data-range-end:text-white data-range-start:bg-brand-600 data-range-start:text-white data-selected-single:bg-brand-600 data-selected-single:text-white',
        'data-range-end:after:bg-white data-range-start:after:bg-white data-selected-single:after:bg-white',
        className,
      )}
      {...props}
    />
  )
}
