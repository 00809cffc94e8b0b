import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { fieldBoxClasses } from './input'

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Its least height: md about three lines, sm about two (a side panel's remarks). */
  size?: 'md' | 'sm'
}

/** A multi-line text field styled like Input; grows with its text where the browser can (field-sizing). */
export function Textarea({ className, rows = 3, size = 'md', ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        fieldBoxClasses,
        'field-sizing-content w-full resize-y',
        size === 'md' ? 'min-h-20' : 'min-h-14',
        className,
      )}
      {...props}
    />
  )
}
