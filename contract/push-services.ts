/**
 * The push services a browser's subscription may point at. The server posts every push to the
 * subscription's endpoint, so an endpoint on any other host (a private address, the cloud's metadata
 * service, a port of its own) would make it post wherever a caller says: only these hosts, over https
 * on the default port, with no user name in the URL.
 *
 * - `fcm.googleapis.com`: Chrome, Edge on Android, Samsung Internet, Opera and the other Chromium browsers;
 * - `updates.push.services.mozilla.com`: Firefox;
 * - `*.notify.windows.com`: Edge on Windows (WNS);
 * - `*.push.apple.com`: Safari on macOS and iOS (`web.push.apple.com`; Apple asks servers to allow the whole domain).
 */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
] as const

const hostPattern = (host: string) =>
  host.startsWith('*.') ? `([a-z0-9-]+\\.)+${host.slice(2).replace(/\./g, '\\.')}` : host.replace(/\./g, '\\.')

/**
 * The host right after `https://` and a `/` right after it: no `user:pass@`, no `:port`. A plain
 * ECMAScript pattern, so the OpenAPI document states the same rule.
 */
export const pushEndpointPattern = new RegExp(`^https://(${pushServiceHosts.map(hostPattern).join('|')})/[^\\s]*$`)

const hosts = pushServiceHosts.join(', ')

export const PUSH_ENDPOINT_RULE = `The endpoint must be an https URL of a known push service (${hosts}), with no port and no user name.`

export const PUSH_ENDPOINT_DESCRIPTION = `The browser's push subscription endpoint, where the server posts each push: an https URL of a known push service (${hosts}), on the default port, with no user name or password. Any other host is refused (422), so a caller cannot make the server post to a private address.`
