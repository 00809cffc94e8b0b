/**
 * The statuses the error page (/404?status=) has words for. Apart from status-page.tsx because the
 * route's search validation runs in the entry chunk, which must stay small
 * (docs/decisions/0006-landing-first-load-budget.md).
 */
export const errorStatusMessages = {
  403: 'You do not have access to this page.',
  404: 'Page not found',
} as const

export type ErrorStatus = keyof typeof errorStatusMessages

/**
 * The status in `?status=`, if the page knows it. Anything else (another number, text, an object the
 * router parsed from JSON) is no status at all: the page then says "Page not found", never echoing
 * what the address says.
 */
export function parseErrorStatus(raw: unknown): ErrorStatus | undefined {
  const status = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{3}$/.test(raw) ? Number(raw) : NaN
  return status === 403 || status === 404 ? status : undefined
}
