/**
 * Apart from the hook that applies it (use-document-title.ts), so the first-visit shell can set the title
 * without loading the router.
 */
export const APP_TITLE = 'Empleo-Employee'

/** An unknown address, or a page the person's employment type may not use: the same words for both. */
export const NOT_FOUND_TITLE = 'Page not found'

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${APP_TITLE}` : APP_TITLE
}
