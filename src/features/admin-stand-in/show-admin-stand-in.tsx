import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { clearProfileCookie, readProfileCookie } from '@/session/profile-cookies'
import { sessionStore } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { AdminStandInPage } from './admin-stand-in-page'

/** The id of the page's outermost element: scripts/production-bundle.test.ts proves it never ships. */
export const ADMIN_STAND_IN_ID = 'empleo-admin-stand-in'

/**
 * Shows the stand-in at the admin application's address (mock builds only; src/main.tsx). The admin
 * session is only the admin_profile cookie here; an employee session may wait beside it.
 */
export function showAdminStandIn(root: Root): void {
  const admin = readProfileCookie('admin_profile')
  const employee = sessionStore.getState().user

  // Without the cookie, the employee portal would send the browser straight back here
  // (docs/product/screens-and-routes.md#redirect-rules).
  const switchToEmployeePortal = () => {
    clearProfileCookie('admin_profile')
    window.location.assign('/dashboard')
  }
  const signOutOfBoth = async () => {
    clearProfileCookie('admin_profile')
    // An employee session ends as Sign Out ends it: on the server, then / after 1 second.
    if (sessionStore.getState().token) await signOut()
    else window.location.assign('/')
  }

  root.render(
    <StrictMode>
      <div id={ADMIN_STAND_IN_ID}>
        <AdminStandInPage
          adminName={admin?.user.full_name ?? null}
          employeeName={employee?.full_name ?? null}
          onSignOut={signOutOfBoth}
          onSwitchToEmployeePortal={switchToEmployeePortal}
        />
      </div>
    </StrictMode>,
  )
}
