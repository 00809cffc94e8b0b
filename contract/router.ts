import { initContract } from '@ts-rest/core'
import type { GatedFeature } from './access'

export const c = initContract()

/**
 * Every route says who may call it; the mock's adapter enforces it and the OpenAPI export documents it.
 * - `public`: no token needed.
 * - `bearer`: a valid, unexpired access token.
 * - `refresh`: a token that may have expired (the refresh call itself).
 * `feature` adds the employment-type gate of contract/access.ts.
 */
export type RouteMetadata = {
  auth: 'public' | 'bearer' | 'refresh'
  feature?: GatedFeature
}

export const publicRoute = { auth: 'public' } as const satisfies RouteMetadata
export const bearerRoute = { auth: 'bearer' } as const satisfies RouteMetadata
export const gatedRoute = (feature: GatedFeature) => ({ auth: 'bearer', feature }) as const satisfies RouteMetadata
