import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PersonaKey } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { createAppRouter } from '@/app/router'
import { renderApp } from '@/app/testing/render-app'
import { signIn, startEachTestSignedOut } from '@/test/signed-in'

// Every page crashes here, as a page with a bug would; the data its route loads is the mock's, so
// what fails is the page itself. Each route must still say so clearly (docs/product/quality-targets.md#reliability:
// every route has an error boundary), never leave a blank screen. vi.mock is hoisted above the imports: what its
// factories use must be too.
const { crashing } = vi.hoisted(() => {
  const crash = () => {
    throw new TypeError("Cannot read properties of undefined (reading 'map')")
  }
  return {
    crashing: (name: string) => async (importOriginal: () => Promise<object>) => ({
      ...(await importOriginal()),
      [name]: crash,
    }),
  }
})
vi.mock('@/app/landing-with-dialogs', crashing('LandingWithDialogs'))
vi.mock('@/components/errors/status-page', crashing('StatusPage'))
vi.mock('@/features/auth/sign-in/verification-page', crashing('VerificationPage'))
vi.mock('@/features/auth/sign-in/forgot-password-page', crashing('ForgotPasswordPage'))
vi.mock('@/features/auth/sign-in/reset-password-page', crashing('ResetPasswordPage'))
vi.mock('@/features/dashboard/components/dashboard-page', crashing('DashboardPage'))
vi.mock('@/features/profile/profile-page', crashing('ProfilePage'))
vi.mock('@/features/account-settings/account-settings-page', crashing('AccountSettingsPage'))
vi.mock('@/features/onboarding/onboarding-page', crashing('OnboardingPage'))
vi.mock('@/features/payslip/payslip-page', crashing('PayslipPage'))
vi.mock('@/features/payslip/payslip-detail-page', crashing('PayslipDetailPage'))
// /leave, /item, /certificate and /privacy/corrections: each is the request page, built from its kind.
vi.mock('@/components/requests/request-page', crashing('RequestPage'))
vi.mock('@/features/leave-calendar/components/leave-calendar-page', crashing('LeaveCalendarPage'))
vi.mock('@/features/notifications/notifications-page', crashing('NotificationsPage'))
vi.mock('@/features/privacy/privacy-page', crashing('PrivacyPage'))
vi.mock('@/features/privacy-sessions/sessions-page', crashing('SessionsPage'))
vi.mock('@/features/access-log/access-log-page', crashing('AccessLogPage'))
vi.mock('@/features/privacy-categories/held-data-page', crashing('HeldDataPage'))
vi.mock('@/features/data-export/data-export-page', crashing('DataExportPage'))
vi.mock('@/features/privacy-consent/notice-page', crashing('NoticePage'))
vi.mock('@/features/privacy-consent/choices-page', crashing('ChoicesPage'))

runMockServerAroundEachTest()

startEachTestSignedOut()
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

type Visit = { path: string; persona: PersonaKey | null; open?: (app: ReturnType<typeof renderApp>) => Promise<void> }

/** Every route of the app, with who visits it and how (the address the router reports for it). */
const visits: Record<string, Visit> = {
  '/': { path: '/', persona: null },
  '/404': { path: '/404?status=404', persona: null },
  '/verification': {
    path: '/',
    persona: null,
    // The user id of a login to finish travels in history state, never in the address.
    open: ({ router }) => router.navigate({ to: '/verification', state: { twoFactorUserId: 1 } }),
  },
  '/forgot-password': { path: '/forgot-password', persona: null },
  '/reset-password': { path: '/reset-password?token=abc&email=maria%40example.ph', persona: null },
  '/dashboard': { path: '/dashboard', persona: 'regular' },
  '/profile': { path: '/profile', persona: 'regular' },
  '/settings': { path: '/settings', persona: 'regular' },
  '/onboard': { path: '/onboard', persona: 'onboarding' },
  '/payslip': { path: '/payslip', persona: 'regular' },
  '/payslip/$id': { path: '/payslip/1', persona: 'regular' },
  '/leave': { path: '/leave', persona: 'regular' },
  '/item': { path: '/item', persona: 'regular' },
  '/certificate': { path: '/certificate', persona: 'regular' },
  '/leave-calendar': { path: '/leave-calendar', persona: 'regular' },
  '/notifications': { path: '/notifications', persona: 'regular' },
  '/privacy': { path: '/privacy', persona: 'regular' },
  '/privacy/sessions': { path: '/privacy/sessions', persona: 'regular' },
  '/privacy/activity': { path: '/privacy/activity', persona: 'regular' },
  '/privacy/data': { path: '/privacy/data', persona: 'regular' },
  '/privacy/download': { path: '/privacy/download', persona: 'regular' },
  '/privacy/corrections': { path: '/privacy/corrections', persona: 'regular' },
  '/privacy/notice': { path: '/privacy/notice', persona: 'regular' },
  '/privacy/choices': { path: '/privacy/choices', persona: 'regular' },
  '/$': { path: '/no-such-page', persona: 'regular' },
}

it('covers every route of the app: a new one needs its line above', () => {
  const pages = Object.values(createAppRouter().routesById)
    .filter((route) => route.children === undefined || route.options.component !== undefined)
    .map((route) => route.fullPath.replace(/\/$/, '') || '/')
    .filter((path) => !['/_app', '/_guest'].includes(path))
  expect(new Set(pages)).toEqual(new Set(Object.keys(visits)))
})

describe('a page that crashes', { timeout: 20_000 }, () => {
  it.each(Object.entries(visits))('%s shows a clear error, with a way to try again', async (_route, visit) => {
    if (visit.persona) {
      await signIn(visit.persona)
    }
    const app = renderApp(visit.path)
    await visit.open?.(app)
    const panel = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(within(panel).getByRole('heading').textContent).toMatch(
      /Something went wrong|could not be loaded|could not load/,
    )
    expect(within(panel).getByRole('button', { name: /^(Try again|Retry)$/ })).toBeTruthy()
    expect(screen.queryByText(/reading 'map'/)).toBeNull()
    // Inside the shell, the menu still works: the person can go elsewhere.
    if (visit.persona && visit.persona !== 'onboarding')
      await waitFor(() =>
        expect(
          within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
        ).toBeTruthy(),
      )
  })
})
