import type { User } from '@contract/user'
import { isRecord, isUser } from './user-shape'

/**
 * The cookies of docs/product/limits.md#cookies, shared with the admin application on the parent domain:
 * `employee_profile` carries the employee session, `admin_profile` marks an admin session.
 */
export type ProfileCookieName = 'employee_profile' | 'admin_profile'

export type ProfileCookie = { user: User; token: string }

/** Checked in plain code, like the user itself (user-shape.ts says why). */
function isProfileCookie(value: unknown): value is ProfileCookie {
  return isRecord(value) && isUser(value.user) && typeof value.token === 'string' && value.token !== ''
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    IPV4.test(hostname) ||
    hostname.includes(':') ||
    hostname.startsWith('[') ||
    !hostname.includes('.')
  )
}

/**
 * The parent domain the cookies are shared on (`app.empleo.ph` -> `empleo.ph`), or undefined for a
 * host-only cookie on localhost and IP addresses, where a Domain attribute is refused.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  if (isLocalHost(hostname)) return undefined
  const labels = hostname.split('.')
  return labels.length > 2 ? labels.slice(1).join('.') : hostname
}

function serialize(name: string, value: string, domain: string | undefined, expire = false): string {
  return [
    `${name}=${value}`,
    'Path=/',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(expire ? ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'Secure',
    'SameSite=None',
  ].join('; ')
}

function rawCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

export function writeProfileCookie(name: ProfileCookieName, profile: ProfileCookie): void {
  const value = encodeURIComponent(JSON.stringify(profile))
  const domain = cookieDomainFor(window.location.hostname)
  document.cookie = serialize(name, value, domain)
  // The parent of a host like `empleo.com.ph` is a public suffix the browser refuses to set a
  // cookie on; without a suffix list the only way to know is to look, and fall back to this host.
  if (domain && rawCookie(name) !== value) document.cookie = serialize(name, value, undefined)
}

export function clearProfileCookie(name: ProfileCookieName): void {
  const domain = cookieDomainFor(window.location.hostname)
  if (domain) document.cookie = serialize(name, '', domain, true)
  document.cookie = serialize(name, '', undefined, true)
}

/**
 * The cookie's profile, or null when it is missing or does not parse. A bad cookie is never trusted;
 * it is reported without its contents, which hold a token and personal data.
 */
export function readProfileCookie(name: ProfileCookieName): ProfileCookie | null {
  const raw = rawCookie(name)
  if (raw === undefined || raw === '') return null
  let json: unknown
  try {
    json = JSON.parse(decodeURIComponent(raw))
  } catch {
    console.warn(`[auth] Ignored the ${name} cookie: it is not valid JSON.`)
    return null
  }
  if (!isProfileCookie(json)) {
    console.warn(`[auth] Ignored the ${name} cookie: it does not hold a user and a token.`)
    return null
  }
  return json
}
