/**
 * A V8 flag every bench browser starts with (docs/decisions/0076-benches-without-the-inspectors-cost.md). The benches
 * drive Chromium over the DevTools protocol with its Runtime domain enabled (Playwright and Lighthouse both enable
 * it), and then V8 records a detailed stack for every Error made. With source positions collected lazily, as V8 does
 * by default, that means re-reading every function on the stack. React makes five Errors as its module loads, from
 * its chunk's top-level code, so every page paid about 40 ms of main thread at full speed that no phone pays: no
 * inspector is attached there. Positions collected while compiling cost the page next to nothing.
 */
export const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions'
