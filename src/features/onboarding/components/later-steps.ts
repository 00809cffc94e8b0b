import { lazyPart } from '@/lib/lazy-part'
import type { Onboarding } from '@contract/onboarding'
import { firstUnfinishedStep, onboardingSteps, type OnboardingStep } from '../onboarding-steps'

/**
 * Steps 2 to 5, lazy parts (docs/decisions/0036-employee-first-load.md): a new hire starts at step 1,
 * and the others show only after Next. Their cards (heading, place, description) are on the page's
 * first load; the form inside each comes on its own, once the page is idle or at the first move, so a
 * returning person's page waits only for the steps it opens with.
 */
export const laterSteps = {
  emergency_contacts: lazyPart(() => import('./emergency-contacts-step').then((m) => m.EmergencyContactsStep)),
  bank_information: lazyPart(() => import('./bank-information-step').then((m) => m.BankInformationStep)),
  social_benefits: lazyPart(() => import('./social-benefits-step').then((m) => m.SocialBenefitsStep)),
  account_settings: lazyPart(() => import('./account-settings-step').then((m) => m.AccountSettingsStep)),
}

/**
 * The steps a visit shows without a wait: the one it opens at (a returning person's can be any) and
 * those before it, which Back shows.
 */
export const stepsUpTo = (first: OnboardingStep): OnboardingStep[] =>
  onboardingSteps.slice(0, onboardingSteps.indexOf(first) + 1)

/**
 * Fetches the forms of the later steps a visit opens with, for the route's loader to wait on. A page
 * rendered before them suspended and showed the route's skeleton, which React then keeps on screen at
 * least 300 ms: a returning person's step came 0.5 to 0.7 s later (docs/decisions/0036-employee-first-load.md).
 * Resolves when they are here or their fetch failed: the step's own render asks again and its error shows.
 */
export async function preloadOpeningSteps(progress: Pick<Onboarding, 'completed_steps'>): Promise<void> {
  const later = stepsUpTo(firstUnfinishedStep(progress)).filter((step) => step !== 'personal_info')
  await Promise.all(later.map((step) => laterSteps[step].preload()))
}
