import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type AsChild = { asChild?: boolean }

/**
 * How a card is spaced: a part of a page (its header, content and footer pad their own sides), or a
 * document on its own (a payslip) padded all round, its parts further apart.
 */
const cardSpacing = { part: 'gap-5 py-5', document: 'gap-6 p-4 sm:p-6' } as const

export type CardProps = ComponentProps<'div'> & AsChild & { spacing?: keyof typeof cardSpacing }

/**
 * A panel that groups one part of a page (shadcn's Card). Give the title a heading of the page's
 * outline with `asChild`: `<CardTitle asChild><h2>Password</h2></CardTitle>`; give the card the
 * element it is the same way (`<Card asChild><section aria-labelledby=…>`), a region or an article.
 */
export function Card({ className, asChild = false, spacing = 'part', ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div'
  return (
    <Comp
      data-slot="card"
      className={cn(
        'flex flex-col rounded-lg border border-slate-200 bg-white shadow-xs',
        cardSpacing[spacing],
        className,
      )}
      {...props}
    />
  )
}

export type CardHeaderProps = ComponentProps<'div'> & {
  /** Where the title and action sit in their row: at the top, or centred on one line (a title without a description). */
  align?: 'start' | 'center'
}

export function CardHeader({ className, align = 'start', ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min gap-1.5 px-4 has-data-[slot=card-action]:grid-cols-[1fr_auto] sm:px-6',
        align === 'start' ? 'items-start' : 'items-center',
        className,
      )}
      {...props}
    />
  )
}

export function CardTitle({ className, asChild = false, ...props }: ComponentProps<'div'> & AsChild) {
  const Comp = asChild ? Slot.Root : 'div'
  return (
    <Comp data-slot="card-title" className={cn('text-lg leading-tight font-semibold text-ink', className)} {...props} />
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-description" className={cn('text-sm text-slate-600', className)} {...props} />
}

export type CardActionProps = ComponentProps<'div'> & {
  /** The header's rows it stands beside: the title and its description, or a title alone. */
  rows?: 1 | 2
}

/** Something to do with the whole card (Edit, Set up), on the right of its title. */
export function CardAction({ className, rows = 2, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn(
        'col-start-2 row-start-1 self-start justify-self-end',
        rows === 2 ? 'row-span-2' : 'row-span-1',
        className,
      )}
      {...props}
    />
  )
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 sm:px-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-4 sm:px-6', className)} {...props} />
}
