import { createContext, use, useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string
  /** The choice at first when `value` is not given. */
  defaultValue?: string
  onValueChange?: (value: string) => void
  disabled?: boolean
  required?: boolean
  /** The radios' form name; one of the group's own otherwise. */
  name?: string
  /** Said to screen readers; the arrow keys move in both directions either way, as native radios do. */
  orientation?: 'horizontal' | 'vertical'
  /** The options one under another, or side by side, wrapping (a few short ones: Gender). */
  layout?: 'column' | 'row'
}

type RadioGroupState = {
  name: string
  value: string | undefined
  choose: (value: string) => void
  disabled: boolean
  required: boolean
}

const RadioGroupContext = createContext<RadioGroupState | null>(null)

/**
 * A group of radio buttons: `value` + `onValueChange(value)`. They are the browser's own, so Tab
 * enters the group at the chosen one and leaves it, and the arrow keys move and choose, with no
 * script (Radix's group, 7 KB with its roving focus, did the same on the onboarding page's first
 * load: docs/decisions/0036-employee-first-load.md). Inside Field the group is named by the field's
 * label, through aria-labelledby.
 */
export function RadioGroup({
  value: given,
  defaultValue,
  onValueChange,
  disabled = false,
  required = false,
  name,
  orientation,
  layout = 'column',
  className,
  onFocus,
  ...props
}: RadioGroupProps) {
  const ownName = useId()
  const [chosen, setChosen] = useState(defaultValue)
  const value = given ?? chosen
  const choose = (next: string) => {
    setChosen(next)
    onValueChange?.(next)
  }
  return (
    <RadioGroupContext value={{ name: name ?? ownName, value, choose, disabled, required }}>
      <div
        role="radiogroup"
        aria-required={required || undefined}
        aria-orientation={orientation}
        data-slot="radio-group"
        data-disabled={disabled ? '' : undefined}
        className={cn(
          'group/radio-group gap-2.5 outline-none',
          layout === 'column' ? 'grid' : 'flex flex-wrap gap-x-6',
          className,
        )}
        // Focusable from script only: react-hook-form focuses a field with an error through its ref,
        // and the group hands focus to the chosen radio, else the first, as Radix's group did.
        tabIndex={-1}
        onFocus={(event) => {
          onFocus?.(event)
          if (event.target !== event.currentTarget) return
          const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:enabled')]
          ;(radios.find((radio) => radio.checked) ?? radios[0])?.focus()
        }}
        {...props}
      />
    </RadioGroupContext>
  )
}

// A GroupControl (FormItem's): its label names the group by reference, as a <label for> cannot point at a group.
RadioGroup.namedByReference = true as const

export type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name' | 'children'> & {
  value: string
  /** The option's visible label; clicking it chooses the option. */
  label: ReactNode
}

/** One option: a radio button with its label beside it. */
export function RadioGroupItem({ className, label, value, disabled, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext)
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup.')
  const checked = group.value === value
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <span className="relative inline-flex size-4 shrink-0">
        <input
          type="radio"
          data-slot="radio-group-item"
          name={group.name}
          value={value}
          checked={checked}
          // The state in ARIA too, as a Radix radio (a button) said it; the same as the browser's.
          aria-checked={checked}
          required={group.required}
          disabled={group.disabled || disabled}
          onChange={() => group.choose(value)}
          className={cn(
            'peer m-0 size-4 shrink-0 cursor-pointer appearance-none rounded-full border border-slate-400 bg-white shadow-xs',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            'group-aria-invalid/radio-group:border-red-600 checked:border-brand-600 disabled:cursor-not-allowed',
            className,
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 m-auto hidden size-2 rounded-full bg-brand-600 peer-checked:block"
        />
      </span>
      {label}
    </label>
  )
}
