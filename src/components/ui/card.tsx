import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type AsChild = { asChild?: boolean }

/**
 * A panel that groups one part of a page (shadcn's Card). Give the title a heading of the page's
 * outline with `asChild`: `<CardTitle asChild><h2>Password</h2></CardTitle>`; give the card the
 * element it is the same way (`<Card asChild><section aria-labelledby=…>`), a region or an article.
 */
export function Card({ className, asChild = false, ...props }: ComponentProps<'div'> & AsChild) {
  const Comp = asChild ? Slot.Root : 'div'
  return (
    <Comp
      data-slot="card"
      className={cn('flex flex-col gap-5 rounded-lg border border-slate-200 bg-white py-5 shadow-xs', className)}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min items-start gap-1.5 px-4 has-data-[slot=card-action]:grid-cols-[1fr_auto] sm:px-6',
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

/** Something to do with the whole card (Edit, Set up), on the right of its title. */
export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
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
