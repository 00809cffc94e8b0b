import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '@/lib/cn'
import { goTo } from '@/lib/navigation'
import { Spinner } from './spinner'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border border-transparent font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      color: { dark: '', blue: '', white: '', red: '', green: '' },
      variant: { solid: 'shadow-xs', outline: 'bg-transparent', plain: 'bg-transparent' },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    // Colours are chosen per style so every pairing keeps at least 4.5:1 text contrast.
    compoundVariants: [
      { variant: 'solid', color: 'dark', class: 'bg-ink text-white hover:bg-slate-700' },
      { variant: 'solid', color: 'blue', class: 'bg-brand-600 text-white hover:bg-brand-700' },
      { variant: 'solid', color: 'white', class: 'border-slate-300 bg-white text-ink hover:bg-slate-50' },
      { variant: 'solid', color: 'red', class: 'bg-red-600 text-white hover:bg-red-700' },
      { variant: 'solid', color: 'green', class: 'bg-green-700 text-white hover:bg-green-800' },
      { variant: 'outline', color: 'dark', class: 'border-ink text-ink hover:bg-slate-100' },
      { variant: 'outline', color: 'blue', class: 'border-brand-600 text-brand-700 hover:bg-brand-50' },
      { variant: 'outline', color: 'white', class: 'border-white text-white hover:bg-white/10' },
      { variant: 'outline', color: 'red', class: 'border-red-600 text-red-700 hover:bg-red-50' },
      { variant: 'outline', color: 'green', class: 'border-green-700 text-green-700 hover:bg-green-50' },
      { variant: 'plain', color: 'dark', class: 'text-ink hover:bg-slate-100' },
      { variant: 'plain', color: 'blue', class: 'text-brand-700 hover:bg-brand-50' },
      { variant: 'plain', color: 'white', class: 'text-white hover:bg-white/10' },
      { variant: 'plain', color: 'red', class: 'text-red-700 hover:bg-red-50' },
      { variant: 'plain', color: 'green', class: 'text-green-700 hover:bg-green-50' },
    ],
    defaultVariants: { color: 'dark', variant: 'solid', size: 'md' },
  },
)

type ButtonVariants = VariantProps<typeof buttonVariants>

// `color` is a legacy HTML attribute; the variant takes its name.
type AsButton = Omit<ComponentProps<'button'>, 'color'> &
  ButtonVariants & {
    href?: undefined
    /** Renders the single child element with the button's classes instead of a <button>. */
    asChild?: boolean
    /** Disables the button and shows a spinner while an action is in flight. */
    loading?: boolean
  }

type AsLink = Omit<ComponentProps<'a'>, 'color' | 'href'> & ButtonVariants & { href: string }

export type ButtonProps = AsButton | AsLink

export function Button(props: ButtonProps) {
  if (props.href !== undefined) return <LinkButton {...props} />
  const { color, variant, size, className, asChild = false, loading = false, disabled, children, ...rest } = props
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ color, variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  )
}

function LinkButton({ href, color, variant, size, className, target, rel, onClick, children, ...rest }: AsLink) {
  const classes = cn(buttonVariants({ color, variant, size }), className)
  // '//host' is protocol-relative, so it is external despite the leading slash.
  if (href.startsWith('/') && !href.startsWith('//')) {
    // A plain anchor moved by goTo rather than the router's Link: Button is on the landing page, which
    // shows without the router (docs/decisions/0006-landing-first-load-budget.md).
    const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      if (opensElsewhere(event, target)) return
      event.preventDefault()
      void goTo(href)
    }
    return (
      <a href={href} target={target} rel={rel} className={classes} onClick={followInApp} {...rest}>
        {children}
      </a>
    )
  }
  const safeRel = target === '_blank' ? cn(rel, 'noopener noreferrer') : rel
  return (
    <a href={href} target={target} rel={safeRel} className={classes} onClick={onClick} {...rest}>
      {children}
    </a>
  )
}

/** A click the browser should handle itself (a new tab or window), or one a handler already took care of. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  return event.defaultPrevented || event.button !== 0 || modified || (target !== undefined && target !== '_self')
}
