import { useEffect, useRef, type ComponentProps } from 'react'
import { NumberFormatBase } from 'react-number-format'
import { cn } from '@/lib/cn'
import { inputClasses } from '../input'
import { mergeRefs } from '../merge-refs'
import { digitsOf } from './ph-number-formats'
import { digitsFitting, typedInPattern } from './typed-pattern'

export type MaskedDigitsInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'min' | 'max' | 'pattern'
> & {
  /** A pattern of ph-number-formats.ts. */
  pattern: string
  /** The digits without the mask's separators. */
  value: string
  onChange: (digits: string) => void
  /** Cleans text that arrives in one piece (paste, autofill) before the mask takes it. */
  preparePasted?: (text: string) => string
  type?: 'text' | 'tel'
}

/** What changed in the field, as react-number-format tells it: the range replaced and the text before. */
type Change = { from: { start: number; end: number }; to: { start: number; end: number }; lastValue: string }

/**
 * The text before the change, what the change put in, and the text after, read from the library's
 * change when it agrees with the field's text; otherwise (its selection was read before a select-all
 * that came after it) from what the two texts share at their start and end.
 */
function partsOf(text: string, { from, to, lastValue }: Change) {
  const before = lastValue.slice(0, from.start)
  const after = lastValue.slice(from.end)
  if (to.start === from.start && text === before + text.slice(to.start, to.end) + after)
    return { before, inserted: text.slice(to.start, to.end), after }
  let start = 0
  while (start < text.length && start < lastValue.length && text[start] === lastValue[start]) start++
  let end = 0
  while (
    end < text.length - start &&
    end < lastValue.length - start &&
    text[text.length - 1 - end] === lastValue[lastValue.length - 1 - end]
  )
    end++
  return {
    before: lastValue.slice(0, start),
    inserted: text.slice(start, text.length - end),
    after: lastValue.slice(lastValue.length - end),
  }
}

/**
 * A separator is never deleted alone: with the caret just after one, Backspace takes the digit before
 * it; just before one, Delete takes the digit after it. Moves the caret past the separators before the
 * browser deletes.
 */
function skipSeparators(input: HTMLInputElement, key: string) {
  const { selectionStart: at, selectionEnd, value } = input
  if (at === null || at !== selectionEnd || (key !== 'Backspace' && key !== 'Delete')) return
  const isSeparator = (index: number) => index >= 0 && index < value.length && !/\d/.test(value[index]!)
  let caret = at
  if (key === 'Backspace') while (isSeparator(caret - 1)) caret--
  else while (isSeparator(caret)) caret++
  if (caret !== at) input.setSelectionRange(caret, caret)
}

/**
 * An input typed through one of our patterns; the value in and out is the digits alone. It is
 * react-number-format's NumberFormatBase, the library of the peso input, with the pattern's own
 * formatting: its PatternFormat would show the empty slots ('123-   -   ') and has no optional part.
 * The library keeps the caret by the digit it was at; a Backspace just after a separator deletes the
 * digit before it, so Backspace never stalls on a dash.
 */
export function MaskedDigitsInput({
  pattern,
  value,
  onChange,
  preparePasted = (text) => text,
  ref,
  className,
  type = 'text',
  onKeyDown,
  ...props
}: MaskedDigitsInputProps) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const field = input.current
    if (!field) return
    // Autofill fills a field without focus. The library, placing the caret after a change, would
    // focus the field and take focus from where the person is: such a change is taken here, before
    // the library sees it, and whole, as a paste is.
    const takeWithoutFocus = (event: Event) => {
      if (field === field.ownerDocument.activeElement) return
      event.stopPropagation()
      const digits = digitsFitting(pattern, preparePasted(field.value))
      field.value = typedInPattern(pattern, digits)
      onChange(digits)
    }
    field.addEventListener('input', takeWithoutFocus)
    field.addEventListener('change', takeWithoutFocus)
    return () => {
      field.removeEventListener('input', takeWithoutFocus)
      field.removeEventListener('change', takeWithoutFocus)
    }
  })
  function digitsAfter(text: string, change: Change | undefined): string {
    // Our own formatted text (the library reads the digits back from it).
    if (!change) return digitsOf(text)
    const { before, inserted, after } = partsOf(text, change)
    // A single keystroke goes in as typed (the pattern refuses what does not fit); a longer piece
    // (paste, autofill) is cleaned first, so '123 456 789' or '+63 917…' lands digit by digit.
    const typed = digitsOf(inserted.length > 1 ? preparePasted(inserted) : inserted)
    const head = digitsFitting(pattern, digitsOf(before) + typed)
    const whole = head + digitsOf(after)
    if (digitsFitting(pattern, whole) === whole) return whole
    // What was there no longer fits: a digit put in before them is refused, as in a full field; a
    // deletion that leaves them unable to start (the mobile number's 9 deleted) takes them too.
    return typed ? digitsOf(change.lastValue) : head
  }
  return (
    <NumberFormatBase
      valueIsNumericString
      value={value}
      // The value given is fitted as typing it would: a mobile number's '63' before its 9 is not typed.
      format={(digits) => typedInPattern(pattern, digitsFitting(pattern, digits))}
      removeFormatting={digitsAfter}
      // Only the person's input: a value the form sets is not news to the form.
      onValueChange={({ value: digits }, { source }) => {
        if (source === 'event') onChange(digits)
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        skipSeparators(event.currentTarget, event.key)
      }}
      // Called at commit with the input, then with null when it goes.
      getInputRef={(element: HTMLInputElement | null) => void mergeRefs(input, ref)(element)}
      type={type}
      inputMode="numeric"
      className={cn(inputClasses, className)}
      {...props}
    />
  )
}
