import { createRoot, type Root } from 'react-dom/client'

/**
 * The build renders the first-visit shell into index.html's #root and marks the element with this
 * attribute (scripts/prerender-landing.ts, docs/decisions/0028-prerendered-landing-page.md).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/**
 * True when #root holds the build's landing markup and public/landing-gate.js, which ran before the first
 * paint, left it showing: a guest at /. Only then is the markup hydrated.
 */
export function showsPrerenderedLanding(rootElement: HTMLElement): boolean {
  return rootElement.hasAttribute(PRERENDERED_ATTRIBUTE) && document.documentElement.dataset.landing !== 'skip'
}

/**
 * A root for anything but hydrating the landing markup: the markup goes first (it never showed, or it is
 * not what this visit wants), and with the mark gone styles.css no longer hides #root.
 */
export function createEmptyRoot(rootElement: HTMLElement): Root {
  rootElement.removeAttribute(PRERENDERED_ATTRIBUTE)
  rootElement.replaceChildren()
  return createRoot(rootElement)
}
