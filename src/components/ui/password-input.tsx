import { useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { EyeIcon, EyeOffIcon } from './icons'
import { Input } from './input'
import { mergeRefs } from './merge-refs'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>

/** A password field with a show/hide toggle; all props (id, aria-*, ref) reach the <input>. */
export function PasswordInput({ className, disabled, value, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const refs = useMemo(() => mergeRefs(ref, input), [ref])
  // React copies a controlled input's value into its `value` attribute, which CSS selectors and DOM
  // snapshots read: a password must not sit there, so the input stays uncontrolled and gets the form's value.
  useLayoutEffect(() => {
    if (input.current && value !== undefined && input.current.value !== String(value))
      input.current.value = String(value)
  }, [value])
  return (
    <div className="relative">
      <Input
        ref={refs}
        type={visible ? 'text' : 'password'}
        className={cn('pr-10', className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        // The label says what pressing will do; APG advises against also setting aria-pressed
        // on a toggle whose label changes, since "Hide password, pressed" reads as a contradiction.
        aria-label={visible ? 'Hide password' : 'Show password'}
        disabled={disabled}
        // Keep focus (and the caret) in the field for pointer users; keyboard users tab to the toggle.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-slate-500 hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
      >
        {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
      </button>
    </div>
  )
}
