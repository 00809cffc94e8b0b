/**
 * Strings that survive minification in each mock-only library's browser code (checked against a real
 * build by production-bundle.test.ts, so a library update that drops one is noticed).
 */
export const mockMarkers = {
  // Its log prefix, its documentation links, the handshake with the worker script (also in
  // public/mockServiceWorker.js, which Vite copies into every build), and that script's name, which
  // our worker, public/mock-worker.js, imports.
  msw: ['[MSW]', 'mswjs.io', 'INTEGRITY_CHECK_REQUEST', 'mockServiceWorker.js'],
  '@mswjs/data': ['Failed to parse a model definition', 'referenced model has no primary key set'],
  // Every faker module reaches its siblings through `this.faker.<module>`; the locale loader's message.
  '@faker-js/faker': ['this.faker.helpers', "The locale data for '"],
  // Its table of error messages, which every part of it shares (the mock zips a data export with it).
  fflate: ['date not in range 1980-2099', 'filename too long'],
} as const satisfies Record<string, readonly string[]>

export type MockLibrary = keyof typeof mockMarkers

/**
 * Strings of the demo panel (src/features/demo-panel), which drives the mock and must not ship either:
 * the id of its DOM root and its reset button. (The prefix of the control routes, /__mock, lives in the
 * control client under mocks/, which the mock libraries' markers already stand for.)
 */
export const demoPanelMarkers = ['empleo-demo-panel', 'Reset demo data'] as const

/**
 * Strings of the admin application's stand-in (src/features/admin-stand-in), the page mock builds show at
 * the admin application's address: the id of its outermost element, and its heading.
 */
export const adminStandInMarkers = ['empleo-admin-stand-in', 'The admin application opens here'] as const
