/**
 * The approximate place of the address a sign-in came from, as a real server reads it from a
 * geolocation database of addresses. The mock has no such database: it knows only the demo's
 * addresses below, from the ranges set aside for documentation (RFC 5737), given in an
 * `X-Forwarded-For` header as a proxy in front of the server would. Any other address, or none, is
 * an unknown place (null): the server never guesses one (docs/product/privacy.md#sessions-and-devices).
 */
export const DEMO_PLACES: Readonly<Record<string, string>> = {
  '203.0.113.7': 'Makati City, Philippines',
  '198.51.100.24': 'Cebu City, Philippines',
  '192.0.2.15': 'Davao City, Philippines',
}

/** The client's address: the first of `X-Forwarded-For`, the one the proxy saw the request come from. */
const clientAddress = (request: Request): string | null =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null

export function placeOf(request: Request): string | null {
  const address = clientAddress(request)
  return address !== null && Object.hasOwn(DEMO_PLACES, address) ? (DEMO_PLACES[address] ?? null) : null
}
