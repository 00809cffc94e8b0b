import { contract } from '@contract'
import { personas } from '@mocks/seed/personas'
import type { BrowserContext, Page, Response } from '@playwright/test'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { pageFetch } from './support/page-fetch'
import { signInAs } from './support/session'
import { landingHeadline } from './support/landing'
import { accountMenuButton, chooseFromAccountMenu } from './support/shell'

// docs/product/states.md, everything after login, against the in-browser mock. Time moves with the mock's
// clock (mock.advanceClock), which the app follows; nothing here waits for real minutes.

const MINUTE = 60_000
const PHONE = { width: 390, height: 844 }
const IDLE_LOGOUT = 'You were logged out after 15 minutes of inactivity.'
const DEACTIVATED = 'Your account is deactivated. Please contact the administrator to know more.'
const PASSWORD_CHANGED = 'Your session has expired due to a password change. Please log in again.'

const pathOf = (page: Page) => new URL(page.url()).pathname
/** An answer to the app's own call of an employee API path (`/auth/me`), with this status if given. */
const isCall = (response: Response, method: string, path: string, status?: number) =>
  response.request().method() === method &&
  new URL(response.url()).pathname.endsWith(path) &&
  (status === undefined || response.status() === status)
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Session Timeout Warning' })
/** Shown once the signed-in shell is on screen. */
const accountMenu = (page: Page) => accountMenuButton(page, personas.regular.full_name)
const chooseSignOut = (page: Page) => chooseFromAccountMenu(page, personas.regular.full_name, 'Sign Out')
const storedToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token ?? null,
    SESSION_STORAGE_KEY,
  )

/**
 * Watches, in the page, for the moment the stored session loses its token and the moment the address turns to /,
 * each as it happens; answers a reader of the time between them. The test's own polls of both could come hundreds
 * of milliseconds late on a busy machine, and the gap read short.
 */
async function watchRedirectAfterLogout(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((key) => {
    const moments: { cleared?: number; home?: number } = {}
    Object.assign(window, { redirectAfterLogout: moments })
    const tokenGone = () =>
      (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token == null
    for (const method of ['setItem', 'removeItem'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => void
      Storage.prototype[method] = function (this: Storage, ...args: unknown[]) {
        original.apply(this, args)
        if (moments.cleared === undefined && tokenGone()) moments.cleared = performance.now()
      }
    }
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method] as (...args: unknown[]) => void
      history[method] = (...args: unknown[]) => {
        original.apply(history, args)
        if (moments.cleared !== undefined && moments.home === undefined && location.pathname === '/')
          moments.home = performance.now()
      }
    }
  }, SESSION_STORAGE_KEY)
  return () =>
    page.evaluate(() => {
      const { cleared, home } = (window as unknown as { redirectAfterLogout: { cleared?: number; home?: number } })
        .redirectAfterLogout
      return cleared === undefined || home === undefined ? Number.NaN : home - cleared
    })
}

async function expectLoggedOutWith(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect.poll(() => pathOf(page)).toBe('/')
  await expect(landingHeadline(page)).toBeVisible()
  expect(await storedToken(page)).toBeNull()
}

// Journeys start signed in as Maria Santos from the run's saved session (e2e/fixtures.ts); the one that
// needs a token of its own, fresh from a login, logs in again first. A second tab shares the saved session.
test.use({ persona: 'regular' })

/** Past the 20-second window of the token check: the clock jump is a state change that runs it. */
const runSessionCheck = (mock: { advanceClock: (ms: number) => Promise<unknown> }) => mock.advanceClock(21_000)

test.describe('the signed-in header', () => {
  test("shows the product's badges and who is signed in, passes axe, and frames the not-found page of an unknown address", async ({
    page,
  }) => {
    await page.goto('/dashboard')
    const header = page.getByRole('banner')
    await expect(header.getByText('Empleo', { exact: true })).toBeVisible()
    await expect(header.getByText('Beta')).toBeVisible()
    await expect(header.getByText('Employee', { exact: true })).toBeVisible()
    await expect(header.getByText(personas.regular.full_name, { exact: false })).toBeVisible()
    await expectNoA11yViolations(page)

    // An unknown address shows the not-found page inside the signed-in shell.
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
    await expect(accountMenu(page)).toBeVisible()
  })

  test('Sign Out ends the session on the server and goes to / after a second, without a message', async ({ page }) => {
    await page.goto('/dashboard')
    const token = await storedToken(page)
    const redirectAfterLogout = await watchRedirectAfterLogout(page)
    await chooseSignOut(page)
    await expect.poll(() => storedToken(page)).toBeNull()
    await expect.poll(() => pathOf(page)).toBe('/')
    expect(await redirectAfterLogout()).toBeGreaterThanOrEqual(950)
    await expect(landingHeadline(page)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    const reuse = await pageFetch(page, contract.auth.me.path, { headers: { Authorization: `Bearer ${token}` } })
    expect(reuse.status).toBe(401)
  })
})

test.describe('the idle timeout', () => {
  test('warns after 15 minutes, "I\'m still here" keeps the session, and 2 more minutes log out', async ({
    page,
    mock,
  }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()

    await mock.advanceClock(15 * MINUTE - 5_000)
    await expect(warning(page)).toHaveCount(0)
    await mock.advanceClock(6_000)
    await expect(warning(page)).toBeVisible()
    await expect(warning(page)).toContainText('The system detected that you are inactive. Are you still there?')
    await expect(warning(page)).toContainText(/Logging out in (2:00|1:5\d)/)
    await expect(page.getByRole('button', { name: "I'm still here" })).toBeFocused()
    await expectNoA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(warning(page)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(warning(page)).toHaveCount(0)
    await expect.poll(() => pathOf(page)).toBe('/dashboard')

    await mock.advanceClock(15 * MINUTE + 1_000)
    await expect(warning(page)).toBeVisible()
    await mock.advanceClock(2 * MINUTE)
    await expectLoggedOutWith(page, IDLE_LOGOUT)
  })

  test('a reload during the warning resumes its countdown instead of starting over', async ({ page, mock }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()
    await mock.advanceClock(16 * MINUTE)
    await expect(warning(page)).toContainText(/Logging out in (1:00|0:5\d)/)
    await page.reload()
    await expect(warning(page)).toContainText(/Logging out in (1:00|0:5\d)/)
  })
})

test.describe('forced logouts by the token check', () => {
  test('a deactivated account is logged out with its message', async ({ page, mock }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()
    await mock.deactivateUser(personas.regular.email)
    await runSessionCheck(mock)
    await expectLoggedOutWith(page, DEACTIVATED)

    // The reason stays at the top of the landing page, in its flow, until the person closes it.
    const reason = page.getByRole('alert').filter({ hasText: DEACTIVATED })
    await page.setViewportSize(PHONE)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expectNoA11yViolations(page)
    await reason.getByRole('button', { name: 'Close the message' }).focus()
    await page.keyboard.press('Enter')
    await expect(reason).toHaveCount(0)
  })

  test('an account flagged for a password reset is logged out with its message', async ({ page, mock }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()
    await mock.flagPasswordReset(personas.regular.email)
    await runSessionCheck(mock)
    await expectLoggedOutWith(page, PASSWORD_CHANGED)
  })

  test('a refused refresh (a reused token) logs out with the server message, at / after about a second', async ({
    page,
    mock,
  }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()
    const redirectAfterLogout = await watchRedirectAfterLogout(page)
    // Another device trades the app's token, so the app's copy is the token that trade replaced; 31 seconds
    // later, past the grace of decision 53, the check's refresh with it is reuse (the clock jump runs the check).
    // Should the app refresh in between (a call of the dashboard's), it gets the other device's token within
    // the grace, legitimately: the other device then trades again.
    await expect(async () => {
      const token = await storedToken(page)
      if (token !== null) {
        const elsewhere = await pageFetch(page, contract.auth.refresh.path, {
          method: 'POST',
          form: {},
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(elsewhere.status).toBe(200)
        await mock.advanceClock(31_000)
      }
      await expect.poll(() => storedToken(page), { timeout: 5_000 }).toBeNull()
    }).toPass()
    await expect.poll(() => pathOf(page)).toBe('/')
    expect(await redirectAfterLogout()).toBeGreaterThanOrEqual(950)
    await expect(page.getByRole('alert').filter({ hasText: /old sign-in token was used/ })).toBeVisible()
  })
})

test.describe('tokens', () => {
  test('an expired token is refreshed behind the scenes and the person stays', async ({ page, mock }) => {
    await page.goto('/dashboard')
    await expect(accountMenu(page)).toBeVisible()
    const before = await storedToken(page)
    await mock.expireTokens(personas.regular.email)
    await runSessionCheck(mock)
    await expect.poll(() => storedToken(page)).not.toBe(before)
    expect(await storedToken(page)).not.toBeNull()
    await page.getByRole('heading', { name: 'Dashboard' }).click() // activity, as someone still working would
    await runSessionCheck(mock)
    await expect(accountMenu(page)).toBeVisible()
    expect(pathOf(page)).toBe('/dashboard')
  })
})

test.describe('a token fresh from a login', () => {
  // Signed out at the start: the run's saved session holds a token as old as the run.
  test.use({ persona: null })

  test('the check refreshes a token with under 15 minutes left', async ({ page, mock }) => {
    await signInAs(page, personas.regular)
    await expect(accountMenu(page)).toBeVisible()
    const first = await storedToken(page)
    // 46 minutes of a 60-minute token, moving the mouse now and then so the idle timeout stays away.
    for (const [step, x] of [
      [14, 10],
      [14, 40],
      [14, 10],
    ] as const) {
      await mock.advanceClock(step * MINUTE)
      await page.mouse.move(x, 200)
    }
    expect(await storedToken(page)).toBe(first)
    await mock.advanceClock(4 * MINUTE)
    await expect.poll(() => storedToken(page)).not.toBe(first)
    await expect(accountMenu(page)).toBeVisible()
  })
})

test.describe('refusals', () => {
  test.use({ persona: 'contractor' })

  // The pages the contractor may not use answer not found (e2e/shell.spec.ts); the API refuses their
  // calls too, and the app's move to /404?status=403 is covered in src/routes/-tests/api-refusal.test.tsx.
  test('the API refuses a contractor the leave list with a 403 in the error shape', async ({ page }) => {
    await page.goto('/dashboard')
    const token = await storedToken(page)
    const refused = await pageFetch(page, contract.leave.list.path, { headers: { Authorization: `Bearer ${token}` } })
    expect(refused.status).toBe(403)
  })
})

/**
 * A second tab of the same browser on /dashboard, signed in through the shared storage. Its calls go to
 * the first tab's mock (decision 31), which knows the session at once; on a loaded machine a new page
 * still takes longer than one assertion's default wait to boot.
 */
async function openSecondTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(accountMenu(other)).toBeVisible({ timeout: 15_000 })
  return other
}

test.describe('several tabs', () => {
  test('signing out in one tab logs out the other', async ({ page, context }) => {
    await page.goto('/dashboard')
    const other = await openSecondTab(context)

    await chooseSignOut(page)
    await expect.poll(() => pathOf(other)).toBe('/')
    await expect(landingHeadline(other)).toBeVisible()
  })

  test('activity in one tab keeps the other from idling out, and "I\'m still here" in one answers for both', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    const other = await openSecondTab(context)
    // Both tabs use one mock and one clock: a move made in one is the other's too.
    const advance = (ms: number) => pageFetch(other, '/__mock/clock/advance', { method: 'POST', json: { ms } })

    await advance(10 * MINUTE)
    await page.mouse.move(50, 300)
    await advance(6 * MINUTE)
    await expect(accountMenu(other)).toBeVisible()
    await expect(warning(other)).toHaveCount(0)
    await expect(warning(page)).toHaveCount(0)

    await advance(10 * MINUTE)
    await expect(warning(page)).toBeVisible()
    await expect(warning(other)).toBeVisible()
    await page.getByRole('button', { name: "I'm still here" }).click()
    await expect(warning(other)).toHaveCount(0)
    await expect(accountMenu(other)).toBeVisible()
  })

  test('an expired token met by both tabs at once leaves both signed in, on one shared token', async ({
    page,
    context,
    mock,
  }) => {
    test.slow() // two pages booting on a loaded machine
    await page.goto('/dashboard')
    const other = await openSecondTab(context)
    const tabs = [page, other]
    const before = await storedToken(page)
    // How many refreshes the two tabs sent, for the report: one tab refreshes, the other takes its token.
    let refreshes = 0
    for (const tab of tabs)
      tab.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/refresh')) refreshes += 1
      })
    await mock.expireTokens(personas.regular.email)

    // The clock jump runs the token check in both tabs at once: each meets a 401 from /auth/me.
    const refreshed = tabs.map((tab) => tab.waitForResponse((response) => isCall(response, 'GET', '/auth/me', 200)))
    await runSessionCheck(mock)
    await Promise.all(refreshed)
    const shared = await storedToken(page)
    expect(shared).not.toBe(before)

    // A check later both tabs still call with the token they share, and nobody was signed out.
    const checked = tabs.map((tab) => tab.waitForResponse((response) => isCall(response, 'GET', '/auth/me')))
    await runSessionCheck(mock)
    expect(await Promise.all(checked.map(async (response) => (await response).status()))).toEqual([200, 200])
    for (const tab of tabs) {
      await expect(accountMenu(tab)).toBeVisible()
      expect(pathOf(tab)).toBe('/dashboard')
    }
    expect(await storedToken(other)).toBe(shared)
    test.info().annotations.push({ type: 'refreshes', description: String(refreshes) })
  })
})
