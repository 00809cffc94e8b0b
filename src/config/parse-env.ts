/**
 * The build's environment and how it is validated: the app reads it once at start-up (env.ts), and the
 * build reads what it writes into index.html the same way (scripts/bundle/route-preloads.ts). Plain
 * TypeScript, not a zod schema: this runs before the landing page can show, and zod would add about
 * 13 KB gzipped to its first load (docs/decisions/0006-landing-first-load-budget.md).
 */

const API_MODES = ['mock', 'real'] as const

export type Env = {
  VITE_API_MODE: (typeof API_MODES)[number]
  /** The API origin without a trailing slash, or '' for the app's own origin. */
  VITE_API_BASE_URL: string
  VITE_ADMIN_APP_URL: string
}

export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError'
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

type Check<T> = { value: T } | { problem: string }

function apiMode(raw: unknown): Check<Env['VITE_API_MODE']> {
  const mode = API_MODES.find((candidate) => candidate === raw)
  return mode
    ? { value: mode }
    : { problem: "must be 'mock' (the in-browser mock backend) or 'real' (the API at VITE_API_BASE_URL)" }
}

function apiOrigin(raw: unknown = ''): Check<string> {
  if (typeof raw !== 'string') return { problem: 'must be a string' }
  const value = raw.trim().replace(/\/+$/, '')
  if (value === '' || parseHttpUrl(value)?.origin === value) return { value }
  return {
    problem:
      'must be an absolute http(s) origin such as https://api.example.ph (no path), or empty for the same origin',
  }
}

function adminAppUrl(raw: unknown = '/admin'): Check<string> {
  if (typeof raw !== 'string') return { problem: 'must be a string' }
  const value = raw.trim()
  if ((value.startsWith('/') && !value.startsWith('//')) || parseHttpUrl(value)) return { value }
  return { problem: 'must be a path starting with / or an absolute http(s) address' }
}

/** Validates the build's environment; throws one error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const checks = {
    VITE_API_MODE: apiMode(raw.VITE_API_MODE),
    VITE_API_BASE_URL: apiOrigin(raw.VITE_API_BASE_URL),
    VITE_ADMIN_APP_URL: adminAppUrl(raw.VITE_ADMIN_APP_URL),
  }
  const { VITE_API_MODE: mode, VITE_API_BASE_URL: origin, VITE_ADMIN_APP_URL: admin } = checks
  if ('value' in mode && 'value' in origin && 'value' in admin) {
    return { VITE_API_MODE: mode.value, VITE_API_BASE_URL: origin.value, VITE_ADMIN_APP_URL: admin.value }
  }
  // Build-time values are public (they ship in the bundle), so quoting them is safe and helps.
  const problems = Object.entries(checks).flatMap(([name, check]) =>
    'problem' in check ? [`- ${name} ${check.problem} (got ${JSON.stringify(raw[name]) ?? 'nothing'})`] : [],
  )
  throw new InvalidEnvError(
    `Empleo cannot start: the environment is invalid (see the .env.* files).\n${problems.join('\n')}`,
  )
}
