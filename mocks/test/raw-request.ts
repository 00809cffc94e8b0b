import { API_PREFIX } from '@contract'
import { TEST_API_ORIGIN } from './client'

/**
 * A request the typed client cannot make (a malformed id, a wrong body shape), for tests of what the
 * mock answers to input no well-behaved client sends.
 */
export async function rawRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { token, body, userAgent }: { token?: string; body?: FormData | string; userAgent?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  if (userAgent) headers['User-Agent'] = userAgent
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  const response = await fetch(`${TEST_API_ORIGIN}${API_PREFIX}${path}`, { method, headers, body })
  const type = response.headers.get('content-type') ?? ''
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.blob() }
}
