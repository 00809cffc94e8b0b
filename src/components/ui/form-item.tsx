import { Label } from 'radix-ui'
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react'
import { cn } from '@/lib/cn'

/**
 * The parts of a field, without react-hook-form: form.tsx binds them to a form; a control outside
 * a form (/leave's balance on a date) uses them alone (docs/decisions/0017-shared-form-controls.md).
 */

/** The messages of the field around: its FormField's. */
export const FieldMessagesContext = createContext<readonly string[]>([])

/**
 * A control that is a group of controls (RadioGroup) sets this on its component: a `<label for>` can
 * name only a form element, so its label names it by reference alone, with no `for`.
 */
export type GroupControl = { namedByReference?: true }

type Item = { id: string; hasDescription: boolean; group: boolean }

const ItemContext = createContext<Item>({ id: '', hasDescription: false, group: false })

const partIds = (id: string) => ({ labelId: `${id}-label`, descriptionId: `${id}-hint`, messageId: `${id}-error` })

/** Props FormControl sets on its control; every control in this folder accepts them. */
type ControlProps = {
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
}

const isGroupControl = (control: ReactNode) =>
  isValidElement(control) &&
  typeof control.type !== 'string' &&
  (control.type as GroupControl).namedByReference === true

export type FormItemProps = ComponentProps<'div'> & {
  /** The control's id, unique on the page; the label, hint and messages hang off it. */
  id: string
}

/** One field's label, control, hint and messages. Its parts are its direct children, as FormItem reads them. */
export function FormItem({ id, className, children, ...props }: FormItemProps) {
  const parts = Children.toArray(children).filter(isValidElement)
  const control = parts.find((part) => part.type === FormControl) as ReactElement<{ children?: ReactNode }> | undefined
  const item = {
    id,
    hasDescription: parts.some((part) => part.type === FormDescription),
    group: isGroupControl(control?.props.children),
  }
  return (
    <ItemContext value={item}>
      <div data-slot="field" className={cn('flex flex-col', className)} {...props}>
        {children}
      </div>
    </ItemContext>
  )
}

const labelClasses = 'mb-1.5 text-sm font-medium text-ink'

export function FormLabel({ children }: { children: ReactNode }) {
  const { id, group } = useContext(ItemContext)
  const { labelId } = partIds(id)
  // A <label for> names only form elements: a group (RadioGroup) is named by reference alone.
  if (group)
    return (
      <div id={labelId} className={labelClasses}>
        {children}
      </div>
    )
  return (
    <Label.Root id={labelId} htmlFor={id} className={labelClasses}>
      {children}
    </Label.Root>
  )
}

/**
 * Sets the id and aria attributes on its one child. Unlike a Slot, it joins a describedby the control
 * already had with the hint's and the messages', and keeps a name the control already has.
 */
export function FormControl({ children }: { children: ReactElement<ControlProps> }) {
  const { id, hasDescription } = useContext(ItemContext)
  const messages = useContext(FieldMessagesContext)
  const { labelId, descriptionId, messageId } = partIds(id)
  const invalid = messages.length > 0
  const own = children.props
  const describedBy = [own['aria-describedby'], hasDescription && descriptionId, invalid && messageId]
    .filter(Boolean)
    .join(' ')
  return cloneElement(children, {
    id,
    'aria-labelledby': own['aria-labelledby'] ?? (own['aria-label'] ? undefined : labelId),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || own['aria-invalid'] || undefined,
  })
}

export function FormDescription({ children }: { children: ReactNode }) {
  const { descriptionId } = partIds(useContext(ItemContext).id)
  return (
    <p id={descriptionId} className="mt-1.5 text-xs text-slate-600">
      {children}
    </p>
  )
}

/** The messages of the field around, in a live region that is there before they are. */
export function ItemMessages({ id, className }: { id?: string; className?: string }) {
  const item = useContext(ItemContext)
  return (
    <FieldErrors
      id={id ?? partIds(item.id).messageId}
      errors={useContext(FieldMessagesContext)}
      className={className}
    />
  )
}

export type FieldErrorsProps = { errors?: readonly string[]; id?: string; className?: string }

/**
 * Errors in small red text: one as a paragraph, several as a numbered list (password rules come
 * several at once). Also usable alone for errors that belong to no field.
 */
export function FieldErrors({ errors = [], id, className }: FieldErrorsProps) {
  // The live region stays mounted (and displayed) while empty: screen readers only announce
  // changes to a region they already know about.
  return (
    <div id={id} aria-live="polite" className={cn('text-xs text-red-600 not-empty:mt-1.5', className)}>
      {errors.length === 1 && <p>{errors[0]}</p>}
      {errors.length > 1 && (
        <ol className="list-decimal space-y-0.5 pl-4">
          {errors.map((error, index) => (
            // Messages can repeat, and the list is replaced whole, so the position is a fine key.
            <li key={index}>{error}</li>
          ))}
        </ol>
      )}
    </div>
  )
}
