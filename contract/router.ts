import { initContract } from '@ts-rest/core'
import type { GatedFeature } from './access'

export const c = initContract()

/**
 * Every route says who may call it; the mock's adapter enforces it and the OpenAPI export documents it.
 * - `public`: no token needed.
 * - `bearer`: a valid, unexpired access token.
 * - `refresh`: a token that may have expired (the refresh call itself).
 * `feature` adds the employment-type gate of contract/access.ts.
 * `refusals` says when the route answers a status that depends on its own rules (a 409 for a request
 * in the wrong state, a 429 for too many tries), one sentence each; the OpenAPI export derives the
 * other error answers (401, 403, 404, 422, ...) from the rest of the route.
 */
export type RouteMetadata = {
  auth: 'public' | 'bearer' | 'refresh'
  feature?: GatedFeature
  refusals?: Refusals
}

export type Refusals = Partial<Record<403 | 404 | 409 | 429, string>>

export const publicRoute = { auth: 'public' } as const satisfies RouteMetadata
export const bearerRoute = { auth: 'bearer' } as const satisfies RouteMetadata
export const gatedRoute = (feature: GatedFeature) => ({ auth: 'bearer', feature }) as const satisfies RouteMetadata

/** A route's metadata with the refusals its own rules give. */
export const refusing = <M extends RouteMetadata>(metadata: M, refusals: Refusals) =>
  ({ ...metadata, refusals }) as const satisfies RouteMetadata
