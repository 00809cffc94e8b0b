import { useCallback, useEffect, useRef, useState } from 'react'
import { landingSections, type SectionId } from './landing-sections'
import { scrollToSection } from './scroll-to-section'

/** docs/product/screens-and-routes.md#landing-page: a section counts as in view when 77% of it is visible. */
export const SECTION_VISIBILITY = 0.77

// A section taller than the screen can never show 77% of itself (Features on a phone), so it also
// counts when it fills 77% of the screen. The observer only reports at its thresholds, hence the
// steps of 5% that catch that moment for a section of any height.
const thresholds = [...Array.from({ length: 21 }, (_, step) => step / 20), SECTION_VISIBILITY].sort((a, b) => a - b)

function inView(entry: IntersectionObserverEntry): boolean {
  const screenHeight = entry.rootBounds?.height ?? window.innerHeight
  return (
    entry.intersectionRatio >= SECTION_VISIBILITY || entry.intersectionRect.height >= SECTION_VISIBILITY * screenHeight
  )
}

/** The section in view that takes the most of the screen, if any. */
function mostInView(entries: Iterable<IntersectionObserverEntry>): SectionId | null {
  let best: IntersectionObserverEntry | null = null
  for (const entry of entries) {
    if (inView(entry) && (best === null || entry.intersectionRect.height > best.intersectionRect.height)) best = entry
  }
  return landingSections.find((section) => section.id === best?.target.id)?.id ?? null
}

// A person scrolling on their own.
const scrollInputs = ['wheel', 'touchstart', 'keydown'] as const

/**
 * The active section of docs/product/screens-and-routes.md#landing-page: the one chosen in the nav, then whichever
 * scrolling brings into view. A chosen section keeps the mark while the smooth scroll passes the sections between,
 * until it arrives or the person scrolls themselves (docs/decisions/0010-landing-page.md).
 */
export function useScrollSpy() {
  const [active, setActive] = useState<SectionId>('home')
  const chosen = useRef<SectionId | null>(null)

  useEffect(() => {
    const latest = new Map<Element, IntersectionObserverEntry>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) latest.set(entry.target, entry)
        const shown = mostInView(latest.values())
        if (shown === null || (chosen.current !== null && chosen.current !== shown)) return
        chosen.current = null
        setActive(shown)
      },
      { threshold: thresholds },
    )
    for (const { id } of landingSections) {
      const section = document.getElementById(id)
      if (section) observer.observe(section)
    }
    const release = () => {
      chosen.current = null
    }
    for (const type of scrollInputs) window.addEventListener(type, release, { passive: true })
    return () => {
      observer.disconnect()
      for (const type of scrollInputs) window.removeEventListener(type, release)
    }
  }, [])

  const select = useCallback((id: SectionId) => {
    chosen.current = id
    setActive(id)
    scrollToSection(id)
  }, [])

  return { active, select }
}
