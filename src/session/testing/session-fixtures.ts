import type { User } from '@contract/user'
import { sessionStore } from '@/session/session-store'

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT whose payload expires `expiresInSeconds` from `now` (negative: already expired). */
export function fakeToken(expiresInSeconds: number, { now = Date.now(), sub = '1' } = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64Url(JSON.stringify({ sub, exp: Math.floor(now / 1000) + expiresInSeconds }))
  return `${header}.${payload}.signature`
}

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'maria.santos@example.ph',
    full_name: 'Maria Santos',
    employee_avatar: null,
    default_img_bg: 'blue',
    admin: false,
    is_admin_inactive: false,
    is_onboard: false,
    is_force_change_password: false,
    is_password_reset: false,
    is_2fa_enabled: false,
    is_privacy_notice_pending: false,
    status: 'active',
    employment_type: 'regular',
    company: { id: 1, name: 'Bayanihan Tech' },
    ...overrides,
  }
}

/** Signs an employee in as login would; returns the token. */
export function signInEmployee(overrides: Partial<User> = {}, token = fakeToken(3600)): string {
  sessionStore.signIn({ user: fakeUser(overrides), token, userType: 'employee' })
  return token
}
