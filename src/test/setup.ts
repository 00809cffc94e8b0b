import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom has no layout engine. Radix Popper measures with ResizeObserver, cmdk scrolls the active
// option into view and the router restores scroll on navigation; none of that matters in a test.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= function () {}
window.scrollTo = () => {}
