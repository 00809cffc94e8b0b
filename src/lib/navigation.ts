/**
 * THE way code outside a route moves the app to another address: a landing page dialog after
 * login, the API client, a Button link. Inside the router app it is the router's own navigation.
 * On the first-visit shell, which shows / without the router (docs/decisions/0006-landing-first-load-budget.md),
 * it loads the router app and mounts it at that address in the same page, without a reload.
 *
 * src/lib may not import src/app, so the app registers into this module rather than the other way round.
 */

export type GoToOptions = {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

type Navigate = (href: string, options: GoToOptions) => Promise<void>

let navigateInApp: Navigate | null = null
let startApp: Navigate | null = null
let appStarting: Promise<void> | null = null

/** Goes to an in-app address such as '/dashboard' or '/404?status=403'. */
export function goTo(href: string, options: GoToOptions = {}): Promise<void> {
  if (navigateInApp) return navigateInApp(href, options)
  // A second call while the router app loads waits for it, then navigates inside it.
  if (appStarting) return appStarting.then(() => goTo(href, options))
  if (!startApp) return leavePage(href)
  appStarting = startApp(href, options)
    // The chunk did not load (a new release replaced it, a dropped connection): a full page load
    // still gets the person there, or shows the browser's own error.
    .catch(() => leavePage(href))
    .finally(() => {
      appStarting = null
    })
  return appStarting
}

/**
 * The router app, as it is created: from now on `goTo` is the router's navigation. It must register
 * before its start (below) resolves, so waiting calls find it.
 */
export function registerAppNavigation(navigate: Navigate): void {
  navigateInApp = navigate
}

/**
 * The first-visit shell, which shows while no router app is mounted: how to load and mount the router
 * app at an address, for the first `goTo`.
 */
export function registerAppStarter(start: Navigate): void {
  startApp = start
  navigateInApp = null
}

function leavePage(href: string): Promise<void> {
  window.location.assign(href)
  return Promise.resolve()
}

/** Loads the page again, from the server or the app worker: the one retry that brings code whose fetch failed. */
export function reloadPage(): void {
  window.location.reload()
}
