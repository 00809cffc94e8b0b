import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A text field's box, its height and width aside: Input, Textarea and the pickers' triggers share it,
 * each with its own (class lists are joined, not merged: docs/decisions/0040-no-tailwind-merge.md).
 */
export const fieldBoxClasses =
  'flex min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/40 read-only:bg-slate-50 file:border-0 file:bg-transparent file:text-sm file:font-medium'

/** A one-line field's box, as wide as its column. */
export const inputClasses = `h-10 w-full ${fieldBoxClasses}`

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, className)} {...props} />
}
