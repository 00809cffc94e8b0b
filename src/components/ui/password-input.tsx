import { useState, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { EyeIcon, EyeOffIcon } from './icons'
import { Input } from './input'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>

/** A password field with a show/hide toggle; all props (id, aria-*, ref) reach the <input>. */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} disabled={disabled} {...props} />
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
