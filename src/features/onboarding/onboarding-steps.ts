import { onboardingSteps, type Onboarding } from '@contract/onboarding'

export type OnboardingStep = (typeof onboardingSteps)[number]

/** What each step is called, in the indicator and as the step's heading. */
export const stepTitles: Record<OnboardingStep, string> = {
  personal_info: 'Personal information',
  emergency_contacts: 'Emergency contacts',
  bank_information: 'Bank information',
  social_benefits: 'Social benefits',
  account_settings: 'Account settings',
}

/**
 * Where a visit starts: the first step not yet saved, from any device (GET /onboarding), or the last
 * step if the server somehow has them all.
 */
export function firstUnfinishedStep({ completed_steps }: Pick<Onboarding, 'completed_steps'>): OnboardingStep {
  return onboardingSteps.find((step) => !completed_steps.includes(step)) ?? 'account_settings'
}

/** The drafts of the steps in progress (useContractForm's `draft`), one per step. */
export const stepDraftKey = (step: OnboardingStep) => `onboarding-${step.replace(/_/g, '-')}`

export { onboardingSteps }

/** The steps' success messages share one toast, each replacing the last (notify.success's `flow`). */
export const ONBOARDING_FLOW = 'onboarding'
