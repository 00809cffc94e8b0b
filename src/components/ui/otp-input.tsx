import { useEffect, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'

export type OtpInputProps = {
  value: string
  onChange: (value: string) => void
  /** Called once the last box is filled, with the whole code. */
  onComplete?: (value: string) => void
  length?: number
  disabled?: boolean
  autoFocus?: boolean
  /** Goes on the first box, so a <label htmlFor> (or Field) focuses it. */
  id?: string
  className?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * One box per digit. The value is always the filled digits from the left, like a text field:
 * a box can only be filled after the one before it, and deleting in the middle closes the gap.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  disabled,
  autoFocus,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const code = digitsOf(value).slice(0, length)
  // The box the next digit goes in; the only one in the tab order, so Tab leaves the group.
  const current = Math.min(code.length, length - 1)

  // Set while we move focus ourselves, when the value prop has not caught up yet.
  const steering = useRef(false)

  function focusBox(index: number) {
    steering.current = true
    boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus()
    steering.current = false
  }

  function commit(next: string, focusIndex: number) {
    onChange(next)
    focusBox(focusIndex)
    if (next.length === length && next !== code) onComplete?.(next)
  }

  // Paste and SMS autofill: digits fill from the box they land in, or replace everything when
  // they make a whole code ('123 456' and '123-456' included).
  function fill(text: string, index: number) {
    const digits = digitsOf(text)
    if (!digits) return
    const next =
      digits.length >= length
        ? digits.slice(0, length)
        : (code.slice(0, index) + digits + code.slice(index + digits.length)).slice(0, length)
    commit(next, next.length)
  }

  const remove = (index: number) => commit(code.slice(0, index) + code.slice(index + 1), index)

  useEffect(() => {
    if (autoFocus) focusBox(current)
    // Only on mount, like the autoFocus attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const { key } = event
    if (key === 'Backspace') {
      event.preventDefault()
      if (code[index] !== undefined) remove(index)
      else if (index > 0) remove(index - 1)
    } else if (key === 'Delete') {
      event.preventDefault()
      if (code[index] !== undefined) remove(index)
    } else if (key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (key === 'ArrowRight') {
      event.preventDefault()
      focusBox(Math.min(index + 1, current))
    } else if (/^\d$/.test(key)) {
      event.preventDefault()
      commit(code.slice(0, index) + key + code.slice(index + 1), index + 1)
    } else if (key.length === 1) {
      event.preventDefault()
    }
  }

  // Reached only by input that skips keydown: mobile keyboards, autofill, IME.
  function onInput(event: ChangeEvent<HTMLInputElement>, index: number) {
    const text = event.target.value
    if (text === '') remove(index)
    // The box may still hold its old digit next to the new one.
    else fill(text.replace(code[index] ?? '', '') || text, index)
  }

  return (
    <div
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={ariaDescribedBy}
      // Columns of at most 48 px that may shrink to nothing: six boxes fit a 360 px phone's dialog, and
      // the row adds no minimum width of its own to a grid or flex parent (a dialog's content).
      style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 3rem))` }}
      className={cn('grid gap-2', className)}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          id={index === 0 ? id : undefined}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={ariaInvalid}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          tabIndex={index === current ? 0 : -1}
          disabled={disabled}
          value={code[index] ?? ''}
          onChange={(event) => onInput(event, index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault()
            fill(event.clipboardData.getData('text'), index)
          }}
          // A click past the first empty box lands in it, so the code never has gaps.
          onFocus={(event) =>
            !steering.current && index > code.length ? focusBox(code.length) : event.target.select()
          }
          className="h-12 w-full min-w-0 rounded-md border border-slate-300 bg-white text-center text-lg font-semibold text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-600"
        />
      ))}
    </div>
  )
}
