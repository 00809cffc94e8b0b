import type { VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '@/lib/cn'
import { goTo } from '@/lib/navigation'
import { buttonVariants } from './button-variants'
import { Spinner } from './spinner'

// Still importable from here, with Button.
export { buttonVariants }

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

/** The classes a button's variants and className make, and the props left for its element. */
function withClasses<P extends ButtonVariants & { className?: string }>(props: P) {
  const { color, variant, size, align, fade, className, ...rest } = props
  return [cn(buttonVariants({ color, variant, size, align, fade }), className), rest] as const
}

export function Button(props: ButtonProps) {
  if (props.href !== undefined) return <LinkButton {...props} />
  const [className, { asChild = false, loading = false, disabled, children, ...rest }] = withClasses(props)
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  )
}

function LinkButton(props: AsLink) {
  const [classes, { href, target, rel, onClick, children, ...rest }] = withClasses(props)
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
