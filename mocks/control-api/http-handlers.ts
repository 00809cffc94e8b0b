import { http } from 'msw'
import type { ControlAnswer, ControlRoute } from './control-route'
import { identityControlRoutes } from './identity'
import { payslipControlRoutes } from './payslips'
import { pushControlRoutes } from './pushes'
import { requestControlRoutes } from './requests'
import { serverControlRoutes } from './server'
import { saveNow } from '../db/persistence'

/** Prefix of the mock-only routes; never part of contract/. */
export const CONTROL_PREFIX = '/__mock'

/** Every control route. A business area appends its own list (mocks/control-api/<area>.ts) here. */
export const controlRoutes: ControlRoute[] = [
  ...serverControlRoutes,
  ...identityControlRoutes,
  ...requestControlRoutes,
  ...payslipControlRoutes,
  ...pushControlRoutes,
]

const json = ({ status, body }: ControlAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function readInput(request: Request): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false }> {
  const query: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams)
  const text = request.method === 'GET' ? '' : await request.text()
  if (text.trim() === '') return { ok: true, value: query }
  try {
    const body: unknown = JSON.parse(text)
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false }
    return { ok: true, value: { ...query, ...body } }
  } catch {
    return { ok: false }
  }
}

export const controlHandlers = [
  ...controlRoutes.map((route) =>
    (route.method === 'GET' ? http.get : http.post)(`*${CONTROL_PREFIX}${route.path}`, async ({ request }) => {
      try {
        const input = await readInput(request)
        if (!input.ok)
          return json({
            status: 400,
            body: { message: 'The request body must be a JSON object.', data: null, errors: null },
          })
        return json(await route.handle(input.value))
      } catch (error) {
        console.error(`[mock] control ${route.path} failed`, error)
        return json({ status: 500, body: { message: 'Server Error', data: null, errors: null } })
      } finally {
        // Reads change nothing; skipping them keeps the demo panel's polling from re-saving the database.
        // A change here is the server's own (HR decided, payroll published): no app's call made it, so
        // every tab's screens refresh, the one whose demo panel or test asked included (mocks/tabs).
        if (route.method !== 'GET') saveNow({ byServer: true })
      }
    }),
  ),
  http.get(`*${CONTROL_PREFIX}`, () =>
    json({
      status: 200,
      body: {
        message: 'OK',
        data: controlRoutes.map(({ method, path, summary }) => ({ method, path: `${CONTROL_PREFIX}${path}`, summary })),
        errors: null,
      },
    }),
  ),
]
