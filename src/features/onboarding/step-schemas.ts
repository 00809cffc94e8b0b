import { lazySchema } from '@/lib/forms/lazy-schema'

const onboardingContract = () => import('@contract/onboarding')

/**
 * Each step's body schema, from the contract, fetched at the step's first edit: a step's fields show
 * without zod, on a first visit and a returning one alike (docs/decisions/0056-forms-check-after-the-content.md).
 * The contract's module is one chunk, so the first step to ask brings every step's checks.
 */
export const stepSchemas = {
  personal_info: lazySchema(() => onboardingContract().then((contract) => contract.personalInfoBodySchema)),
  emergency_contacts: lazySchema(() => onboardingContract().then((contract) => contract.emergencyContactsBodySchema)),
  bank_information: lazySchema(() => onboardingContract().then((contract) => contract.bankInformationBodySchema)),
  social_benefits: lazySchema(() => onboardingContract().then((contract) => contract.socialBenefitsBodySchema)),
  account_settings: lazySchema(() => onboardingContract().then((contract) => contract.accountSettingsBodySchema)),
}
