import type { ReactNode } from 'react'
import type { SectionId } from './landing-sections'

export type LandingSectionProps = {
  id: SectionId
  /** The id of the heading that names the section (aria-labelledby). */
  labelledBy: string
  className?: string
  children: ReactNode
}

/**
 * A section the nav scrolls to: clear of the sticky header when scrolled to (scroll margin), and
 * focusable by script only, so a nav choice can move keyboard focus into it.
 */
export function LandingSection({ id, labelledBy, className = '', children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} tabIndex={-1} className={`scroll-mt-16 outline-none ${className}`}>
      {children}
    </section>
  )
}
