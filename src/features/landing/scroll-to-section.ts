import type { SectionId } from './landing-sections'

/**
 * Scrolls smoothly to a section (instantly for people who ask for reduced motion) and moves focus
 * there, so the next Tab continues in the section rather than back in the header. The sections'
 * scroll margin keeps their heading clear of the sticky header.
 */
export function scrollToSection(id: SectionId): void {
  const section = document.getElementById(id)
  if (!section) return
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  section.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
