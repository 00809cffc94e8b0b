/* global atob, document, fetch, localStorage, location, PerformanceObserver, requestAnimationFrame, setTimeout, URL, window */
/*
 * Runs before the first paint: a classic script in <head>, same-origin, as the CSP allows no inline script.
 * The build renders the landing page into index.html (docs/decisions/0028-prerendered-landing-page.md),
 * and index.html answers every path, so this marks the document when the landing page is not what will
 * show: any path but /, or a stored session (the app's own key, or the cookies the admin application
 * shares). A rule in styles.css then hides the markup, and the entry replaces it instead of hydrating.
 * Plain and loose on purpose: the app checks the session's shape itself; here a doubt means "hide".
 *
 * It also starts the app: the built index.html names its entry in a <meta> instead of a script tag, so
 * the entry is requested once the landing page has painted, never on the first paint's path; at once
 * where the markup is hidden. The dev server's index.html has its own script tag and no <meta>.
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

  // An employee page's pattern ('/payslip/$id') matches the address segment by segment.
  function matches(pattern, path) {
    var wanted = pattern.split('/')
    var given = path.split('/')
    if (wanted.length !== given.length) return false
    for (var i = 0; i < wanted.length; i += 1) {
      if (wanted[i].charAt(0) === '$' ? given[i] === '' : wanted[i] !== given[i]) return false
    }
    return true
  }

  // The page a signed-in person sees at this address: / shows the dashboard.
  function pagePath() {
    return location.pathname === '/' ? '/dashboard' : location.pathname.replace(/(.)\/$/, '$1')
  }

  // What the build listed for the page at this address in a <meta> attribute ("page=a,b;page=c"; an
  // entry may hold '=' itself, in a query).
  function listedFor(entry, attribute) {
    var path = pagePath()
    var pages = (entry.getAttribute(attribute) || '').split(';')
    for (var i = 0; i < pages.length; i += 1) {
      var at = pages[i].indexOf('=')
      if (at > 0 && matches(pages[i].slice(0, at), path)) return pages[i].slice(at + 1).split(',')
    }
    return null
  }

  // The scripts the page at this address loads after the entry, as the build listed them in the
  // <meta> (scripts/bundle/route-preloads.ts): only for a stored session, since a guest there is sent
  // to / (and / itself, with a session, shows the dashboard).
  function pageScripts(entry) {
    if (!storedSession()) return []
    var scripts = listedFor(entry, 'data-page-preload')
    return scripts ? (entry.getAttribute('data-app-preload') || '').split(' ').concat(scripts) : []
  }

  // The stored session's token while its payload says it has not expired; null otherwise.
  function liveToken() {
    try {
      var token = JSON.parse(localStorage.getItem('empleo-auth') || 'null').token
      var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
      return JSON.parse(atob(payload)).exp * 1000 > Date.now() ? token : null
    } catch {
      return null
    }
  }

  // The page's first data, sent now with the stored token rather than once the app's scripts have run;
  // the API client takes the answers (src/lib/api/first-responses.ts). Only in a build for the real API,
  // whose origin `data-api` names (empty: this one), so the token goes nowhere else; only the GETs the
  // build listed (src/app/first-requests.ts), and only at an address without a search, which could
  // change them (a list's filters). Any doubt, and the app asks itself.
  function sendFirstRequests(entry) {
    var api = entry.getAttribute('data-api')
    var paths = api === null || location.search !== '' ? null : listedFor(entry, 'data-page-requests')
    var token = paths && liveToken()
    if (!token) return
    var responses = {}
    for (var i = 0; i < paths.length; i += 1) {
      var url = new URL(api + paths[i], location.href).href
      responses[url] = fetch(url, {
        headers: { accept: 'application/json', authorization: 'Bearer ' + token },
      }).catch(function () {
        return null
      })
    }
    window.empleoFirstResponses = { token: token, responses: responses }
  }

  var started = false
  function loadEntry() {
    var entry = document.querySelector('meta[name="empleo-entry"]')
    if (started || !entry) return
    started = true
    // The data first: on a host that speaks HTTP/1.1 a request waits for a free connection, and the
    // scripts would take them all.
    if (!landingShows) sendFirstRequests(entry)
    // The entry first, then its own chunks, then the landing page's or the signed-in page's, in the
    // order they run: each requested beside the entry rather than once the script before it has been
    // read (docs/decisions/0041-signed-in-first-load.md).
    var scripts = [entry.getAttribute('content')].concat((entry.getAttribute('data-preload') || '').split(' '))
    var shown = landingShows ? (entry.getAttribute('data-landing-preload') || '').split(' ') : pageScripts(entry)
    preload(scripts.concat(shown))
    // The entry runs once the document has been read: it renders into #root, further down.
    whenRead(function () {
      var script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = 'anonymous'
      script.src = entry.getAttribute('content')
      document.head.appendChild(script)
    })
  }

  function whenRead(callback) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback)
    else callback()
  }

  function preload(scripts) {
    for (var i = 0; i < scripts.length; i += 1) {
      if (!scripts[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = 'anonymous'
      link.href = scripts[i]
      document.head.appendChild(link)
    }
  }

  var landingShows = location.pathname === '/' && !storedSession()
  if (!landingShows) document.documentElement.setAttribute('data-landing', 'skip')

  // Just after the landing page's first contentful paint, as the browser reports it: a frame callback
  // can run before a frame that paints nothing yet (the stylesheet or the text still on their way).
  // Where paint timing is missing, the task queued from the next frame callback stands in for it.
  function afterFirstContentfulPaint(callback) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(callback, 0)
      })
      return
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(callback, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
  }

  // The built index.html puts the <meta> before this script, so where the markup is hidden the scripts
  // start now, while the rest of the document is read (the dev server's has no <meta>).
  if (!landingShows) loadEntry()
  else afterFirstContentfulPaint(loadEntry)
  window.addEventListener('load', function () {
    // A tab opened in the background paints nothing until shown: it starts at the load event instead.
    if (document.visibilityState === 'hidden') loadEntry()
    // And should no paint ever be reported, the page still comes alive.
    else setTimeout(loadEntry, 3000)
  })
})()
