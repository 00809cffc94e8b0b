import type { Page } from '@playwright/test'
import { TEST_REQUEST_HEADER } from './api-recorder'

export type PageResponse = { status: number; body: unknown }

export type PageRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as multipart form data, the way the app posts (docs/product/api.md#conventions). */
  form?: Record<string, string>
  headers?: Record<string, string>
}

/**
 * Calls `path` with fetch from inside the page, so the request goes through the page's service worker:
 * the mock answers exactly as it answers the app. Waits for the page's mock to be running first.
 */
export async function pageFetch(page: Page, path: string, request: PageRequest = {}): Promise<PageResponse> {
  // A controlling worker is not enough: until the page's mock has started, the worker passes calls
  // through to the static server, which answers index.html with a 200 (src/main.tsx sets the mark).
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller != null && document.documentElement.dataset.mock === 'ready',
    undefined,
    { timeout: 10_000 },
  )
  return page.evaluate(
    async ({ path, request, marker }) => {
      // Marked as the test's own, so the API recorder leaves it out of what the app sends.
      const headers = new Headers({ ...request.headers, [marker]: '1' })
      let body: BodyInit | undefined
      if (request.form) {
        const form = new FormData()
        for (const [name, value] of Object.entries(request.form)) form.append(name, value)
        body = form
      } else if (request.json !== undefined) {
        headers.set('Content-Type', 'application/json')
        body = JSON.stringify(request.json)
      }
      const response = await fetch(path, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // Not JSON: the test sees the text, which is what went wrong.
      }
      return { status: response.status, body: parsed }
    },
    { path, request, marker: TEST_REQUEST_HEADER },
  )
}
