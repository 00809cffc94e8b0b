import { Label } from 'radix-ui'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** Props Field sets on its control; every control in this folder accepts them. */
type ControlProps = {
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
}

/**
 * A control that is a group of controls (RadioGroup) sets this on its component: a `<label for>` can
 * name only a form element, so Field names the group by reference alone, with no `for`.
 */
export type GroupControl = { namedByReference?: true }

export type FieldProps = {
  label: ReactNode
  /** The control's id; the label, hint and errors hang off it. */
  name: string
  hint?: ReactNode
  errors?: readonly string[]
  className?: string
  children: ReactElement<ControlProps>
}

export function Field({ label, name, hint, errors, className, children }: FieldProps) {
  const labelId = `${name}-label`
  const hintId = `${name}-hint`
  const errorId = `${name}-error`
  const invalid = errors !== undefined && errors.length > 0
  const isGroup = typeof children.type !== 'string' && (children.type as GroupControl).namedByReference === true
  const labelClasses = 'mb-1.5 text-sm font-medium text-ink'
  const describedBy = [children.props['aria-describedby'], hint ? hintId : undefined, invalid ? errorId : undefined]
    .filter(Boolean)
    .join(' ')

  return (
    <div data-slot="field" className={cn('flex flex-col', className)}>
      {isGroup ? (
        <div id={labelId} className={labelClasses}>
          {label}
        </div>
      ) : (
        <Label.Root id={labelId} htmlFor={name} className={labelClasses}>
          {label}
        </Label.Root>
      )}
      {cloneElement(children, {
        id: name,
        // <label for> names only form elements; a group (radio group, OTP boxes) needs the reference.
        'aria-labelledby': children.props['aria-labelledby'] ?? (children.props['aria-label'] ? undefined : labelId),
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid || children.props['aria-invalid'] || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
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
