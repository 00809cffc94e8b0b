// The forms of steps 2 to 5, one chunk: they load together, once (later-steps.ts).
export { AccountSettingsStep } from './account-settings-step'
export { BankInformationStep } from './bank-information-step'
export { EmergencyContactsStep } from './emergency-contacts-step'
export { SocialBenefitsStep } from './social-benefits-step'
