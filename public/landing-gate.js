/* global document, localStorage, location */
/*
 * Runs before the first paint: a classic script in <head>, same-origin, as the CSP allows no inline script.
 * The build renders the landing page into index.html (docs/decisions/0028-prerendered-landing-page.md),
 * and index.html answers every path, so this marks the document when the landing page is not what will
 * show: any path but /, or a stored session (the app's own key, or the cookies the admin application
 * shares). A rule in styles.css then hides the markup, and the entry replaces it instead of hydrating.
 * Plain and loose on purpose: the app checks the session's shape itself; here a doubt means "hide".
 */
;(function () {
  function storedSession() {
    try {
      var stored = JSON.parse(localStorage.getItem('empleo-auth') || 'null')
      if (stored && stored.user && stored.token) return true
    } catch {
      // Unreadable storage or a value that does not parse: the app decides; the cookies may still say.
    }
    return /(?:^|;\s*)(?:employee_profile|admin_profile)=[^;]/.test(document.cookie)
  }
  if (location.pathname !== '/' || storedSession()) document.documentElement.setAttribute('data-landing', 'skip')
})()
