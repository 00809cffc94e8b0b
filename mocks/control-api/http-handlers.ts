import { http } from 'msw'
import type { ControlAnswer, ControlRoute } from './control-route'
import { hrReadControlRoutes } from './hr-reads'
import { identityControlRoutes } from './identity'
import { payslipControlRoutes } from './payslips'
import { privacyControlRoutes } from './privacy'
import { pushControlRoutes } from './pushes'
import { requestControlRoutes } from './requests'
import { serverControlRoutes } from './server'
import { beginChange, saveChange, type SavedAnswer } from '../db/persistence'

/** Prefix of the mock-only routes; never part of contract/. */
export const CONTROL_PREFIX = '/__mock'

/** Every control route. A business area appends its own list (mocks/control-api/<area>.ts) here. */
export const controlRoutes: ControlRoute[] = [
  ...serverControlRoutes,
  ...identityControlRoutes,
  ...requestControlRoutes,
  ...payslipControlRoutes,
  ...hrReadControlRoutes,
  ...pushControlRoutes,
  ...privacyControlRoutes,
]

const savedAnswer = ({ status, body }: ControlAnswer): SavedAnswer => ({
  status,
  headers: [['Content-Type', 'application/json']],
  body: JSON.stringify(body),
})

const json = (answer: ControlAnswer) => {
  const { status, headers, body } = savedAnswer(answer)
  return new Response(body, { status, headers })
}

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
      let answer: ControlAnswer
      if (route.method !== 'GET') beginChange()
      try {
        const input = await readInput(request)
        answer = input.ok
          ? await route.handle(input.value)
          : { status: 400, body: { message: 'The request body must be a JSON object.', data: null, errors: null } }
      } catch (error) {
        console.error(`[mock] control ${route.path} failed`, error)
        answer = { status: 500, body: { message: 'Server Error', data: null, errors: null } }
      }
      // Reads change nothing; skipping them keeps the demo panel's polling from re-saving the database.
      // A change is saved with its answer before it is answered (decision 31). It is the server's own
      // (HR decided, payroll published): no app's call made it, so every tab's screens refresh, the one
      // whose demo panel or test asked included (mocks/tabs).
      if (route.method !== 'GET') saveChange({ request, answer: savedAnswer(answer), byServer: true })
      return json(answer)
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
