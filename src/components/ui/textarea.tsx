import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { inputClasses } from './input'

/** A multi-line text field styled like Input; grows with its text where the browser can (field-sizing). */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputClasses, 'field-sizing-content h-auto min-h-20 resize-y', className)}
      {...props}
    />
  )
}
