/* global self, importScripts */
/* The mock's service worker: msw's own script (mockServiceWorker.js, generated, never edited) behind one
 * rule of ours. msw hands every request a page makes to that page's main thread to ask whether a
 * handler wants it, and a page still booting answers late: each of the app's scripts waited on it.
 * No handler serves scripts, styles or fonts, so those go straight to the network. The rule runs
 * first because it is registered first, and stopping the event keeps it from msw's listener. */
const neverMocked = new Set(['script', 'style', 'font'])

self.addEventListener('fetch', (event) => {
  if (neverMocked.has(event.request.destination)) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
