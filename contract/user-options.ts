import { values, type Option } from './option-values.ts'

/**
 * The option lists of the signed-in user's own record, apart from the rest of options.ts (which
 * re-exports them): the app reads them at start-up, before the landing page shows, and the landing
 * page's first load need not carry every other list (docs/decisions/0006-landing-first-load-budget.md).
 */

export const employmentTypeOptions = [
  { value: 'regular', label: 'Regular' },
  { value: 'probationary', label: 'Probationary' },
  { value: 'independent_contractor', label: 'Independent Contractor' },
] as const satisfies readonly Option[]
export const employmentTypeValues = values(employmentTypeOptions)
export type EmploymentType = (typeof employmentTypeValues)[number]

/** The six avatar background colours (docs/product/records.md#avatar). */
export const avatarColours = ['blue', 'green', 'amber', 'rose', 'violet', 'teal'] as const
