import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@contract/user'
import { connectApi } from '@/app/connect-api'
import { renderApp } from '@/app/testing/render-app'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { dashboardStub } from '@/test/dashboard-stub'
import { unreadNotificationsStub } from '@/test/notifications-stub'
import { onboardingStub } from '@/test/onboarding-stub'

// The employee shell around every signed-in page (docs/product/screens-and-routes.md: "Shell", "Employee
// routes", "Redirect rules"; docs/product/roles.md). The API answers the shell's own calls: the Payslip count, the
// bell's unread count and the logout.

const calls: string[] = []
const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const server = setupServer(
  // The pages under the shell at /dashboard and /onboard.
  dashboardStub,
  onboardingStub,
  unreadNotificationsStub,
  http.get(apiUrl('/payslips/unviewed-count'), () =>
    HttpResponse.json({ message: 'OK', data: { count: 3 }, errors: null }),
  ),
  http.post(apiUrl('/auth/logout'), () => HttpResponse.json({ message: 'Logged out.', data: null, errors: null })),
)
server.events.on('request:start', ({ request }) =>
  calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1/employee', '')}`),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  sessionStore.signOut()
  localStorage.clear()
  calls.length = 0
  connectApi()
})
afterEach(() => server.resetHandlers())

type AnyRouter = ReturnType<typeof renderApp>['router']

async function settled(router: AnyRouter) {
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return router.state.location.pathname
}

async function openAs(path: string, user: Partial<User> = {}) {
  signInEmployee(user)
  const view = renderApp(path)
  await settled(view.router)
  // The shell's header; a page may bring a header of its own.
  await screen.findAllByRole('banner')
  return view
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Main' })
const menuLinks = (nav: HTMLElement = mainMenu()) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+\+?$/, ''))

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>, fullName = 'Maria Santos') {
  // The menu's code comes when the pointer reaches the button, and the menu's own button (Radix's,
  // with its data-state) then takes the stand-in's place. A browser sends the press to whichever is
  // under the pointer; user-event sends it to the element it was given, even one just replaced, so
  // the press waits for the menu's own button. A press on the stand-in: account-menu.test.tsx.
  await user.hover(screen.getByRole('button', { name: fullName }))
  await waitFor(() => expect(screen.getByRole('button', { name: fullName }).dataset.state).toBe('closed'))
  await user.click(screen.getByRole('button', { name: fullName }))
  return screen.findByRole('menu', {}, { timeout: 5_000 })
}

describe('the header (docs/product/README.md#branding and docs/product/screens-and-routes.md#shell)', () => {
  it('shows the product with its Beta and Employee badges, and who is signed in', async () => {
    await openAs('/leave-calendar', { full_name: 'Maria Santos' })
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Empleo')).toBeTruthy()
    expect(within(header).getByText('Beta')).toBeTruthy()
    // As wide as its word: at the default 70 px it read 'Emplo…'.
    expect(within(header).getByText('Employee').className).toContain('w-auto')
    expect(within(header).getByRole('button', { name: 'Maria Santos' })).toBeTruthy()
  })
})

describe('the sidebar per employment type (docs/product/screens-and-routes.md#sidebar)', () => {
  it('gives a regular employee every item, leave, expense and certificate requests in the Requests group', async () => {
    await openAs('/leave-calendar', { employment_type: 'regular' })
    expect(menuLinks()).toEqual([
      'Dashboard',
      'My Profile',
      'Payslip',
      'Leave Request',
      'Expense Request',
      'Certificate of Employment',
    ])
    expect(within(mainMenu()).getByRole('button', { name: 'Requests' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('gives a probationary employee no Expense Request', async () => {
    await openAs('/leave-calendar', { employment_type: 'probationary' })
    expect(menuLinks()).toEqual(['Dashboard', 'My Profile', 'Payslip', 'Leave Request', 'Certificate of Employment'])
    expect(within(mainMenu()).getByRole('button', { name: 'Requests' })).toBeTruthy()
  })

  it('gives an independent contractor Dashboard and My Profile only, and asks for no payslip count', async () => {
    await openAs('/leave-calendar', { employment_type: 'independent_contractor' })
    expect(menuLinks()).toEqual(['Dashboard', 'My Profile'])
    expect(calls).not.toContain('GET /payslips/unviewed-count')
  })

  it('counts the payslips not opened yet on Payslip', async () => {
    await openAs('/leave-calendar')
    expect(await within(mainMenu()).findByRole('link', { name: 'Payslip, 3 unviewed' })).toBeTruthy()
  })

  it('asks for the payslip count only once the page is idle, never on its way to its content', async () => {
    const idleCallbacks: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    try {
      await openAs('/leave-calendar')
      await screen.findByRole('heading', { level: 1, name: 'Leave Calendar' })
      expect(calls).not.toContain('GET /payslips/unviewed-count')
      act(() => idleCallbacks.splice(0).forEach((callback) => callback()))
      await waitFor(() => expect(calls).toContain('GET /payslips/unviewed-count'))
      expect(await within(mainMenu()).findByRole('link', { name: 'Payslip, 3 unviewed' })).toBeTruthy()
    } finally {
      cleanup()
      vi.unstubAllGlobals()
    }
  })

  it.each([
    ['/leave-calendar', 'Dashboard'],
    ['/payslip', 'Payslip'],
    ['/leave', 'Leave Request'],
    ['/item', 'Expense Request'],
    ['/certificate', 'Certificate of Employment'],
  ])('marks the current page at %s: %s', async (path, item) => {
    await openAs(path)
    const current = within(mainMenu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent?.replace(/\d.*$/, ''))).toEqual([item])
  })

  it.each(['regular', 'probationary', 'independent_contractor'] as const)(
    "offers Privacy in the sidebar's footer, outside the main menu, to every employment type: %s",
    async (employmentType) => {
      const { router } = await openAs('/leave-calendar', { employment_type: employmentType })
      const sidebar = screen.getByRole('complementary')
      const privacy = within(sidebar).getByRole('link', { name: 'Privacy' })
      expect(within(mainMenu()).queryByRole('link', { name: 'Privacy' })).toBeNull()
      await userEvent.click(privacy)
      expect(await settled(router)).toBe('/privacy')
      expect(within(sidebar).getByRole('link', { name: 'Privacy' }).getAttribute('aria-current')).toBe('page')
    },
  )

  it('goes to the page of an item, which becomes the current one', async () => {
    const { router } = await openAs('/payslip')
    await userEvent.click(within(mainMenu()).getByRole('link', { name: /^Leave Request/ }))
    expect(await settled(router)).toBe('/leave')
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave Request' })).toBeTruthy()
    expect(
      within(mainMenu())
        .getByRole('link', { name: /^Leave Request/ })
        .getAttribute('aria-current'),
    ).toBe('page')
  })

  it('is hidden on /onboard', async () => {
    await openAs('/onboard', { is_onboard: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull()
  })
})

describe('what the sidebar remembers (localStorage)', () => {
  it('keeps the desktop sidebar folded to its icons across visits', async () => {
    const user = userEvent.setup()
    const first = await openAs('/leave-calendar')
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))
    expect(screen.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe('false')
    first.unmount()

    renderApp('/payslip')
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    // Folded, the items keep their names for assistive technology and as tooltips.
    expect(
      within(mainMenu())
        .getByRole('link', { name: /^Payslip/ })
        .getAttribute('title'),
    ).toBe('Payslip')
  })

  it('keeps a closed group closed across visits, and opens it on arriving at one of its pages', async () => {
    const user = userEvent.setup()
    const first = await openAs('/leave-calendar')
    await user.click(within(mainMenu()).getByRole('button', { name: 'Requests' }))
    expect(within(mainMenu()).queryByRole('link', { name: /^Leave Request/ })).toBeNull()
    first.unmount()

    const second = renderApp('/payslip')
    await settled(second.router)
    expect(within(mainMenu()).getByRole('button', { name: 'Requests' }).getAttribute('aria-expanded')).toBe('false')
    second.unmount()

    renderApp('/item')
    await screen.findByRole('heading', { level: 1, name: 'Expense Request' })
    expect(within(mainMenu()).getByRole('button', { name: 'Requests' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('keeps the last item marked on a page outside the menu, without calling it the current page', async () => {
    const first = await openAs('/payslip')
    first.unmount()
    renderApp('/no-such-page')
    await screen.findByRole('heading', { name: 'Page not found' })
    const payslip = within(mainMenu()).getByRole('link', { name: /^Payslip/ })
    expect(payslip.getAttribute('data-active')).toBe('true')
    expect(payslip.getAttribute('aria-current')).toBeNull()
  })
})

describe('the drawer on a phone', () => {
  /** A window below the desktop breakpoint, which can be grown past it. */
  function phoneWindow() {
    let desktop = false
    const listeners = new Set<() => void>()
    vi.stubGlobal('matchMedia', (media: string) => ({
      get matches() {
        return desktop
      },
      media,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }))
    return {
      growToDesktop: () =>
        act(() => {
          desktop = true
          listeners.forEach((listener) => listener())
        }),
    }
  }
  afterEach(() => vi.unstubAllGlobals())

  it('stands in for the sidebar, which a phone does not render at all, until the window grows past the breakpoint', async () => {
    const window = phoneWindow()
    await openAs('/leave-calendar')
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy()
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()

    window.growToDesktop()
    const sidebar = await screen.findByRole('complementary')
    expect(within(sidebar).getByRole('link', { name: 'Privacy' })).toBeTruthy()
    expect(menuLinks()).toContain('Leave Request')
  })

  /** The drawer, once its code has arrived (a busy placeholder of the same name holds its place until then) and focus is in it. */
  async function openedDrawer() {
    const drawer = await screen.findByRole('dialog', { name: 'Menu', busy: false })
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    return drawer
  }

  it('opens from the menu button, moves focus in, and closes when an item is followed', async () => {
    const user = userEvent.setup()
    const { router } = await openAs('/leave-calendar')
    const opener = screen.getByRole('button', { name: 'Open menu' })
    await user.click(opener)
    const drawer = await openedDrawer()
    expect(menuLinks(within(drawer).getByRole('navigation', { name: 'Main' }))).toEqual([
      'Dashboard',
      'My Profile',
      'Payslip',
      'Leave Request',
      'Expense Request',
      'Certificate of Employment',
    ])

    await user.click(within(drawer).getByRole('link', { name: /^Payslip/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await settled(router)).toBe('/payslip')
  })

  it('closes on Escape, giving focus back to the menu button', async () => {
    const user = userEvent.setup()
    await openAs('/leave-calendar')
    const opener = screen.getByRole('button', { name: 'Open menu' })
    await user.click(opener)
    await openedDrawer()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })
})

describe('the avatar menu (docs/product/screens-and-routes.md#avatar-menu and docs/product/roles.md#admins-who-are-employees)', () => {
  const itemsOf = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)

  it.each<[string, Partial<User>, string[]]>([
    ['an employee', {}, ['My Profile', 'Account Settings', 'Privacy', 'Sign Out']],
    ['an active admin', { admin: true }, ['Switch to Admin', 'My Profile', 'Account Settings', 'Privacy', 'Sign Out']],
    [
      'an inactive admin',
      { admin: true, is_admin_inactive: true },
      ['My Profile', 'Account Settings', 'Privacy', 'Sign Out'],
    ],
    ['an employee still onboarding', { is_onboard: true }, ['Sign Out']],
    ['an admin still onboarding', { is_onboard: true, admin: true }, ['Switch to Admin', 'Sign Out']],
  ])('offers %s what they may do', async (_who, user, items) => {
    const clicks = userEvent.setup()
    await openAs(user.is_onboard ? '/onboard' : '/leave-calendar', user)
    expect(itemsOf(await openAccountMenu(clicks))).toEqual(items)
  })

  it('opens My Profile, Account Settings and Privacy', async () => {
    const user = userEvent.setup()
    const { router } = await openAs('/leave-calendar')
    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'My Profile' }))
    expect(await settled(router)).toBe('/profile')
    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Account Settings' }))
    expect(await settled(router)).toBe('/settings')
    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Privacy' }))
    expect(await settled(router)).toBe('/privacy')
  })

  it('signs out: the server is told, the session ends, and the landing page follows', async () => {
    const user = userEvent.setup()
    const { router } = await openAs('/payslip')
    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Sign Out' }))
    await waitFor(() => expect(sessionStore.getState().token).toBeNull())
    expect(calls).toContain('POST /auth/logout')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3_000 })
  })
})

describe('pages an employment type may not use (docs/product/screens-and-routes.md#employee-routes and docs/product/roles.md#employment-types)', () => {
  it.each<[string, User['employment_type']]>([
    ['/payslip', 'independent_contractor'],
    ['/leave', 'independent_contractor'],
    ['/leave-calendar', 'independent_contractor'],
    ['/item', 'independent_contractor'],
    ['/onboard', 'independent_contractor'],
    ['/item', 'probationary'],
    ['/certificate', 'independent_contractor'],
  ])('answer %s for a %s employee as an unknown address does', async (path, employmentType) => {
    const { router } = await openAs(path, { employment_type: employmentType })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(router.state.location.pathname).toBe(path)
    await waitFor(() => expect(document.title).toBe('Page not found | Empleo-Employee'))
    // Inside the shell, as an unknown address is.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('is what an unknown address shows', async () => {
    await openAs('/no-such-page', { employment_type: 'independent_contractor' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Page not found | Empleo-Employee'))
  })
})

describe('the employee pages and their titles (docs/product/screens-and-routes.md#page-titles)', () => {
  it.each([
    ['/payslip', 'Payslip'],
    ['/leave', 'Leave Request'],
    ['/item', 'Expense Request'],
    ['/certificate', 'Certificate of Employment'],
    ['/leave-calendar', 'Leave Calendar'],
  ])('%s is "%s" to a regular employee', async (path, title) => {
    await openAs(path, { employment_type: 'regular' })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe(`${title} | Empleo-Employee`))
  })

  it('/onboard is "Onboarding" to someone onboarding', async () => {
    await openAs('/onboard', { is_onboard: true, employment_type: 'probationary' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Onboarding | Empleo-Employee'))
  })
})

describe('redirect rules (docs/product/screens-and-routes.md#redirect-rules)', () => {
  it.each(['/dashboard', '/payslip', '/profile', '/no-such-page'])(
    'sends someone onboarding from %s to /onboard',
    async (path) => {
      const { router } = await openAs(path, { is_onboard: true })
      expect(await settled(router)).toBe('/onboard')
    },
  )

  it.each(['/dashboard', '/payslip', '/onboard'])(
    'sends someone who must change their password from %s to /settings',
    async (path) => {
      const { router } = await openAs(path, { is_force_change_password: true })
      expect(await settled(router)).toBe('/settings')
    },
  )

  it('sends someone whose onboarding is done from /onboard to the dashboard', async () => {
    const { router } = await openAs('/onboard', { is_onboard: false })
    expect(await settled(router)).toBe('/dashboard')
  })

  it('moves someone on from /onboard once onboarding is done', async () => {
    const { router } = await openAs('/onboard', { is_onboard: true })
    expect(router.state.location.pathname).toBe('/onboard')
    const user = sessionStore.getState().user
    act(() => {
      if (user) sessionStore.updateUser({ ...user, is_onboard: false })
    })
    await act(() => router.navigate({ to: '/dashboard' }))
    expect(await settled(router)).toBe('/dashboard')
  })
})
