/**
 * Whether an error is a part of the app whose code did not arrive (a dynamic import that failed: no line,
 * or a release that replaced the file), in the words Chromium, Firefox and Safari use. Chromium keeps such
 * an import failed for the rest of the page's life, so only a reload brings it
 * (docs/decisions/0036-employee-first-load.md).
 */
export function isCodeNotArrived(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
  ].some((start) => message.startsWith(start))
}
