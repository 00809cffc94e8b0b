import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** The options one under another, or side by side, wrapping (a few short ones: Gender). */
  layout?: 'column' | 'row'
}

/**
 * A group of radio buttons (Radix): `value` + `onValueChange(value)`; arrow keys move and choose,
 * Tab enters and leaves the group. Inside Field the group is named by the field's label.
 */
export function RadioGroup({ className, layout = 'column', ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('group/radio-group gap-2.5', layout === 'column' ? 'grid' : 'flex flex-wrap gap-x-6', className)}
      {...props}
    />
  )
}

export type RadioGroupItemProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> & {
  /** The option's visible label; clicking it chooses the option. */
  label: ReactNode
}

/** One option: a radio button with its label beside it. */
export function RadioGroupItem({ className, label, id, value, ...props }: RadioGroupItemProps) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={id}
        value={value}
        className={cn(
          'inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-slate-400 bg-white shadow-xs',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'group-aria-invalid/radio-group:border-red-600 disabled:cursor-not-allowed data-[state=checked]:border-brand-600',
          className,
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-brand-600" />
      </RadioGroupPrimitive.Item>
      {label}
    </label>
  )
}
