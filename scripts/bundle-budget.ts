/**
 * The JavaScript budgets of quality.md, gzipped, in bytes (1 KB = 1000 bytes, as Vite reports sizes).
 * scripts/size.ts enforces them on the production build; change them here and nowhere else.
 */
export const bundleBudget = {
  /** The landing page (/): the entry chunk, what it imports statically, and the / route's lazy chunks. */
  landingFirstLoad: 100_000,
  /** An employee page: the same for the route below, with its layout routes. */
  employeePageFirstLoad: 200_000,
  /** Any chunk loaded lazily (a route's code, or code shared by lazy routes). */
  lazyChunk: 60_000,
} as const

/** The employee page whose first load is measured: the one every employee lands on after login. */
export const employeePagePath = '/dashboard'
