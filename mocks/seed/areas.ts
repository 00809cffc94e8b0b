import type { AreaSeeder } from './context'

/**
 * The extension point of the seed: each business area (leave, expense, payslip, mood, dashboard,
 * onboarding, profile) adds its seeder here. They run in this order, after identity, and each gets
 * the persona and company ids it needs from the context.
 */
export const areaSeeders: AreaSeeder[] = []
