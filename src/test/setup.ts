import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { failOnClassConflicts } from './class-conflicts'

afterEach(() => cleanup())

// Class lists are joined, not merged (src/lib/cn.ts): of two classes that set the same thing, the
// stylesheet's order would pick the winner. Every list a test renders is checked, and a test that
// rendered a conflict fails (docs/decisions/0040-no-tailwind-merge.md).
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof import('@/lib/cn')>()
  const { checkedCn } = await import('./class-conflicts')
  return { cn: checkedCn(cn) }
})
afterEach(() => failOnClassConflicts())

// Files of the 'dom' project share one jsdom per worker (vite.config.ts): what a file leaves in the
// page or in storage must not greet the next file.
afterAll(() => {
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
})

// Two cores run every test file at once: a lazy chunk's first import or the mock's password hashing
// can take a few seconds there. Waits end as soon as what they wait for shows, so passing tests pay nothing.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no layout engine. Radix Popper measures with ResizeObserver, cmdk scrolls the active
// option into view, the router restores scroll on navigation and the landing page's scroll spy
// watches its sections; none of that matters in a test (the scroll spy's own tests stub it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= class {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds = []
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
Element.prototype.scrollIntoView ??= function () {}
window.scrollTo = () => {}

// jsdom has no CSS.escape, which user-event calls to find a native radio's group when an arrow key
// moves in it (components/ui/radio-group.tsx). Enough for the names our groups have (React's ids).
if (typeof CSS === 'undefined') Object.assign(globalThis, { CSS: {} })
CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`)
