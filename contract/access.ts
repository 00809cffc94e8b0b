import type { EmploymentType } from './options'

/**
 * Which employment types may use each gated feature (docs/product/screens-and-routes.md#employee-routes and
 * docs/product/roles.md#employment-types). The mock server refuses the others with 403 and the app hides and guards the
 * routes, both from this one table.
 */
export const featureAccess = {
  leave: ['regular', 'probationary'],
  payslip: ['regular', 'probationary'],
  expense: ['regular'],
  // An independent contractor is not employed, so there is no employment to certify.
  certificate: ['regular', 'probationary'],
  onboarding: ['regular', 'probationary'],
} as const satisfies Record<string, readonly EmploymentType[]>

export type GatedFeature = keyof typeof featureAccess

export function canUse(feature: GatedFeature, employmentType: EmploymentType | null | undefined): boolean {
  return employmentType != null && (featureAccess[feature] as readonly EmploymentType[]).includes(employmentType)
}
