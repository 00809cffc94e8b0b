import { MAX_BANK_ACCOUNTS, MAX_EMERGENCY_CONTACTS, onboardingSteps } from '@contract/limits'
import type { Onboarding } from '@contract/onboarding'

export type OnboardingStep = (typeof onboardingSteps)[number]

/** What each step is called, in the indicator and as the step's heading. */
export const stepTitles: Record<OnboardingStep, string> = {
  personal_info: 'Personal information',
  emergency_contacts: 'Emergency contacts',
  bank_information: 'Bank information',
  social_benefits: 'Social benefits',
  account_settings: 'Account settings',
}

/** What each step asks for, under its heading. */
export const stepDescriptions: Record<OnboardingStep, string> = {
  personal_info: 'Your name as on your government IDs, which payroll uses. Fields marked optional can stay empty.',
  emergency_contacts: `Who we call if something happens to you at work: at least one person, at most ${MAX_EMERGENCY_CONTACTS}.`,
  bank_information: `The accounts your pay can go to, at most ${MAX_BANK_ACCOUNTS}. Payroll pays into the primary one.`,
  social_benefits:
    'The numbers your contributions and taxes are filed under. Type the digits: the dashes appear by themselves.',
  account_settings:
    'Replace the temporary password HR gave you with one only you know. This completes your onboarding.',
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
