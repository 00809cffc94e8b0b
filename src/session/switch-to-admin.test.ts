// @vitest-environment-options {"url": "https://app.empleo.test/dashboard"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { control } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { loginAs } from '@mocks/test/login-as'
import type { PersonaKey } from '@mocks/seed/personas'
import { setApiCredentials, setApiEvents } from '@/lib/api'
import { clearProfileCookie, readProfileCookie } from './profile-cookies'
import { sessionCredentials } from './session-credentials'
import { sessionStore } from './session-store'
import { adminHandoffAddress, switchToAdmin } from './switch-to-admin'

runMockServerAroundEachTest()

const navigate = vi.fn<(href: string) => void>()
const notifyError = vi.fn<(message: string) => void>()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  sessionStore.signOut()
  setApiCredentials(sessionCredentials)
  setApiEvents({ navigate, notifyError })
})
afterEach(() => {
  vi.useRealTimers()
  clearProfileCookie('admin_profile')
  navigate.mockReset()
  notifyError.mockReset()
})

async function signInAs(persona: PersonaKey) {
  const { user, token } = await loginAs(persona)
  sessionStore.signIn({ user, token, userType: 'employee' })
  return user
}

describe("'Switch to Admin' (docs/product/screens-and-routes.md#avatar-menu and docs/product/roles.md#admins-who-are-employees)", () => {
  it('marks the admin session and sends the browser to the admin application with a code it can redeem once', async () => {
    const user = await signInAs('adminEmployee')
    const assign = vi.fn<(url: string) => void>()
    await switchToAdmin({ assign })

    expect(readProfileCookie('admin_profile')?.user.id).toBe(user.id)
    const address = new URL(assign.mock.calls[0]?.[0] ?? '')
    expect(address.pathname).toBe('/admin/handoff')
    const code = new URLSearchParams(address.hash.slice(1)).get('code') ?? ''
    await expect(control.redeemAdminHandoff(code)).resolves.toEqual({ user_id: user.id })
    // Retried every 100 ms until the page starts to leave (docs/product/screens-and-routes.md#redirect-rules).
    vi.advanceTimersByTime(100)
    expect(assign).toHaveBeenCalledTimes(2)
    // The employee session stays, for the way back.
    expect(sessionStore.getState().user?.id).toBe(user.id)
  })

  it('leaves an employee who is not an admin where they are, with the refusal shown', async () => {
    await signInAs('regular')
    const assign = vi.fn<(url: string) => void>()
    await expect(switchToAdmin({ assign })).rejects.toMatchObject({ status: 403 })
    expect(assign).not.toHaveBeenCalled()
    expect(readProfileCookie('admin_profile')).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/404?status=403')
  })
})

describe('where the hand-off goes', () => {
  const handoff = (redirect_url: string) => ({ redirect_url, handoff_code: 'abc123' })

  it('puts the code in the fragment of an address inside the admin application', () => {
    expect(adminHandoffAddress(handoff('/admin/handoff'), '/admin')).toBe(
      `${window.location.origin}/admin/handoff#code=abc123`,
    )
  })

  it('gives the code to no other address', () => {
    expect(adminHandoffAddress(handoff('https://evil.example/admin/handoff'), '/admin')).toBe('/admin')
    expect(adminHandoffAddress(handoff('/dashboard'), 'https://admin.empleo.ph')).toBe('https://admin.empleo.ph')
    expect(adminHandoffAddress(handoff('/administrator'), '/admin')).toBe('/admin')
  })
})
