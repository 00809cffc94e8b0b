import { z } from 'zod'

const originSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine((value) => {
    if (value === '') return true
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    } catch {
      return false
    }
  }, 'must be an absolute http(s) origin such as https://api.example.ph (no path), or empty for the same origin')

const adminAppUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (value.startsWith('/') && !value.startsWith('//')) return true
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, 'must be a path starting with / or an absolute http(s) address')

const envSchema = z.object({
  VITE_API_MODE: z.enum(['mock', 'real'], {
    errorMap: () => ({ message: "must be 'mock' (the in-browser mock backend) or 'real' (the API at VITE_API_BASE_URL)" }),
  }),
  VITE_API_BASE_URL: originSchema.default(''),
  VITE_ADMIN_APP_URL: adminAppUrlSchema.default('/admin'),
})

export type Env = z.infer<typeof envSchema>

export class InvalidEnvError extends Error {
  override name = 'InvalidEnvError'
}

/** Validates the build's environment; throws one error naming every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw)
  if (result.success) return result.data
  // Build-time values are public (they ship in the bundle), so quoting them is safe and helps.
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    return `- ${name} ${issue.message} (got ${JSON.stringify(raw[name]) ?? 'nothing'})`
  })
  throw new InvalidEnvError(
    `Empleo cannot start: the environment is invalid (see the .env.* files).\n${problems.join('\n')}`,
  )
}

/** Read once at start-up: a bad value stops the app here rather than failing later in a request. */
export const env: Env = parseEnv(import.meta.env)
