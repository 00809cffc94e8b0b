import './styles.css'
import { connectApi } from '@/app/connect-api'
import { documentTitle } from '@/app/document-title'
import { createEmptyRoot } from '@/app/prerendered-landing'
import { startApp } from '@/app/start-app'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { env } from '@/config/env'
import { notifyClockJump, setClockSource } from '@/lib/clock'
import { whenIdle } from '@/lib/when-idle'
import { belongsInAdminApp, isAdminAppAddress, keepRedirectingToAdminApp } from './session/admin-redirect'
import { sessionStore } from './session/session-store'
import { clearProfileCookie } from './session/profile-cookies'

// Everything imported here statically is the landing page's first load: never the router, TanStack
// Query, zod, the contract's schemas or the API client (docs/decisions/0006-landing-first-load-budget.md).
async function start(rootElement: HTMLElement) {
  // Written as a direct comparison so a production build drops this branch, and with it msw,
  // @mswjs/data and faker: the real-API bundle carries no mock code (docs/product/quality-targets.md#security).
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMockWorker } = await import('../mocks/browser')
    // On the dev server every mock answer is checked against the contract, and a mismatch is logged.
    const mock = await startMockWorker({ validateResponses: import.meta.env.DEV })
    // From here the page's API calls reach the mock; until then the service worker lets them through to
    // the static server. Tests that call the API from outside the app wait for this mark (e2e/support).
    document.documentElement.dataset.mock = 'ready'
    // The app judges time by the mock's clock, so moving it shows expiry and idle timeouts at once.
    const mockClock = await import('../mocks/clock')
    setClockSource(mockClock.nowMs)
    mockClock.onMove(notifyClockJump)
    // The tabs of a demo share one mock (decision 31): a change made in another tab, or by the server
    // itself (the demo panel, a test's control call), shows here at once. Every query the app holds goes
    // stale and those on screen fetch again: nobody knows which features show the changed data, and a
    // demo's handful of queries costs nothing.
    mock.onChangedElsewhere(
      () => void import('@/app/query-client').then(({ queryClient }) => queryClient.invalidateQueries()),
    )
    // The presenter's demo panel: its own chunk, fetched once the page has painted and gone idle, so
    // it never slows the landing page. It drives the session only through what is composed here.
    whenIdle(() => {
      void import('@/features/demo-panel').then(({ mountDemoPanel }) =>
        mountDemoPanel({
          currentUser: () => sessionStore.getState().user,
          subscribe: sessionStore.subscribe,
          // What the login dialog does after a login: an admin to the admin application, an employee on.
          signIn: (session) =>
            void import('@/features/auth/complete-sign-in').then(({ completeSignIn }) =>
              completeSignIn(session, `Signed in as ${session.user.full_name}.`),
            ),
          // The admin cookie too: left behind, it would send every later visit to the admin application.
          signOut: () => {
            sessionStore.signOut()
            clearProfileCookie('admin_profile')
          },
        }),
      )
    })
    // The admin application is a separate product, absent from the demo and from development. At its
    // address (VITE_ADMIN_APP_URL, default /admin), where an admin's login and 'Switch to Admin' lead, a
    // stand-in says so and offers a way back; without it the address fell through to the landing page
    // with no word. Inside this branch, so a production build holds none of it.
    if (isAdminAppAddress(env.VITE_ADMIN_APP_URL)) {
      const { showAdminStandIn } = await import('@/features/admin-stand-in')
      connectApi()
      document.title = documentTitle('Admin application')
      showAdminStandIn(createEmptyRoot(rootElement))
      return
    }
  }

  // Production only: the installable app's worker and its status messages (offline, a new version), started once
  // the page is idle, outside the landing page's first load (docs/decisions/0030-installable-app.md).
  // Mock builds never register it: the mock's worker holds the same scope there.
  if (import.meta.env.VITE_API_MODE === 'real') {
    whenIdle(() => void import('@/app/app-worker/start-app-worker').then(({ startAppWorker }) => startAppWorker()))
  }

  if (belongsInAdminApp(env.VITE_ADMIN_APP_URL)) {
    keepRedirectingToAdminApp(env.VITE_ADMIN_APP_URL)
    createEmptyRoot(rootElement).render(<LoadingScreen />)
    return
  }

  // Hydrates the landing markup the build put into index.html, or replaces it (docs/decisions/0028).
  await startApp(rootElement)
}

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element to render into.')
void start(rootElement)
