import { z } from 'zod'
import { birthdatesOfAges } from './dates/age'
import { manilaToday } from './dates/manila'
import { ok } from './envelope'
import {
  avatarFileSchema,
  businessDateSchema,
  emailSchema,
  enteredPasswordSchema,
  listIndexSchema,
  newPasswordSchema,
  optionalString,
  pagibigSchema,
  philhealthSchema,
  phMobileSchema,
  requiredString,
  sssSchema,
  tinSchema,
} from './fields'
import { MAX_AGE, MAX_BANK_ACCOUNTS, MAX_EMERGENCY_CONTACTS, MIN_WORKING_AGE, onboardingSteps } from './limits'
import { civilStatusValues, genderValues } from './options'
import { c, gatedRoute, refusing, type Refusals } from './router'

/**
 * Onboarding: five steps, each saved on its own so nothing typed is lost (docs/product/records.md#onboarding). The same
 * shapes describe the employee's records in the profile.
 */

// Screens read these from contract/limits.ts, without zod (docs/decisions/0039-zod-off-the-first-load.md).
export { MAX_AGE, MAX_BANK_ACCOUNTS, MAX_EMERGENCY_CONTACTS, MIN_WORKING_AGE, onboardingSteps }

// Judged on Manila's today by the one clock (contract/clock.ts), so a moved mock clock moves this rule with it.
const birthdateSchema = businessDateSchema('birthdate').refine((value) => {
  const { first, last } = birthdatesOfAges(MIN_WORKING_AGE, MAX_AGE, manilaToday())
  return value >= first && value <= last
}, `The birthdate must be of someone at least ${MIN_WORKING_AGE} years old.`)

const personalInfoFields = {
  first_name: requiredString('first name', 80),
  last_name: requiredString('last name', 80),
  middle_name: optionalString('middle name', 80),
  suffix: optionalString('suffix', 10),
  birthdate: birthdateSchema,
  gender: z.enum(genderValues, { errorMap: () => ({ message: 'Choose a gender from the list.' }) }),
  civil_status: z.enum(civilStatusValues, { errorMap: () => ({ message: 'Choose a civil status from the list.' }) }),
  complete_address: requiredString('complete address', 255),
  contact_no: phMobileSchema,
  alternative_email: emailSchema.or(z.literal('')).optional(),
}

export const personalInfoBodySchema = z.object({ ...personalInfoFields, avatar: avatarFileSchema.optional() })
export const personalInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  suffix: z.string().nullable(),
  birthdate: z.string(),
  gender: z.enum(genderValues),
  civil_status: z.enum(civilStatusValues),
  complete_address: z.string(),
  contact_no: z.string(),
  alternative_email: z.string().nullable(),
  employee_avatar: z.string().nullable(),
})
export type PersonalInfo = z.infer<typeof personalInfoSchema>

export const emergencyContactFields = z.object({
  name: requiredString('name', 120),
  contact_no: phMobileSchema,
  relationship: requiredString('relationship', 60),
})
export const emergencyContactsBodySchema = z.object({
  // An empty list does not travel in multipart at all, so "missing" gets the same words as "empty".
  contacts: z
    .array(emergencyContactFields, { required_error: 'Add at least one emergency contact.' })
    .min(1, 'Add at least one emergency contact.')
    .max(MAX_EMERGENCY_CONTACTS, `Add at most ${MAX_EMERGENCY_CONTACTS} emergency contacts.`),
})
export const emergencyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_no: z.string(),
  relationship: z.string(),
})

export const bankAccountFields = z.object({
  bank_name: requiredString('bank name', 120),
  account_name: requiredString('account name', 120),
  account_no: z
    .string({ required_error: 'The account number field is required.' })
    .trim()
    .regex(/^\d{10,16}$/, 'The account number must be 10 to 16 digits.'),
})
export const bankInformationBodySchema = z
  .object({
    banks: z
      .array(bankAccountFields, { required_error: 'Add at least one bank account.' })
      .min(1, 'Add at least one bank account.')
      .max(MAX_BANK_ACCOUNTS, `Add at most ${MAX_BANK_ACCOUNTS} bank accounts.`),
    primary_bank_index: listIndexSchema('Choose the primary bank account.'),
  })
  .refine((body) => body.primary_bank_index < body.banks.length, {
    path: ['primary_bank_index'],
    message: 'Choose the primary bank account.',
  })
export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
  is_primary: z.boolean(),
})

export const socialBenefitsBodySchema = z.object({
  philhealth: philhealthSchema,
  pagibig: pagibigSchema,
  sss: sssSchema,
  tin: tinSchema,
})
export const socialBenefitsSchema = z.object({
  philhealth: z.string(),
  pagibig: z.string(),
  sss: z.string(),
  tin: z.string(),
})

/** The last step replaces the temporary password and completes onboarding. */
export const accountSettingsBodySchema = z
  .object({ current_password: enteredPasswordSchema, password: newPasswordSchema, confirm_password: z.string() })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirm_password) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['confirm_password'],
        message: 'The password confirmation does not match.',
      })
    }
    if (body.password === body.current_password) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['password'],
        message: 'The new password must be different from the current one.',
      })
    }
  })

export const onboardingStepSchema = z.enum(onboardingSteps)

export const onboardingSchema = z.object({
  completed_steps: z.array(onboardingStepSchema),
  personal_info: personalInfoSchema.nullable(),
  emergency_contacts: z.array(emergencyContactSchema),
  bank_accounts: z.array(bankAccountSchema),
  social_benefits: socialBenefitsSchema.nullable(),
})
export type Onboarding = z.infer<typeof onboardingSchema>

const onboardingRoute = gatedRoute('onboarding')
const save = <B extends z.ZodTypeAny>(path: string, body: B, summary: string, refusals: Refusals = {}) =>
  ({
    method: 'POST',
    path,
    contentType: 'multipart/form-data',
    body,
    responses: { 200: ok(onboardingSchema) },
    metadata: refusing(onboardingRoute, refusals),
    summary,
  }) as const

const completed =
  'Onboarding is already complete: this detail now changes from the profile, which asks for the password.'

export const onboardingContract = c.router({
  get: {
    method: 'GET',
    path: '/onboarding',
    responses: { 200: ok(onboardingSchema) },
    metadata: onboardingRoute,
    summary: 'What the employee has saved so far, step by step',
  },
  savePersonalInfo: save(
    '/onboarding/personal-info',
    personalInfoBodySchema,
    'Save personal information, with an optional photo; 409 once onboarding is complete (the legal name is a payroll detail)',
    { 409: completed },
  ),
  saveEmergencyContacts: save(
    '/onboarding/emergency-contacts',
    emergencyContactsBodySchema,
    'Replace the emergency contacts',
  ),
  saveBankInformation: save(
    '/onboarding/bank-information',
    bankInformationBodySchema,
    'Replace the bank accounts and choose the primary one; 409 once onboarding is complete',
    { 409: completed },
  ),
  saveSocialBenefits: save(
    '/onboarding/social-benefits',
    socialBenefitsBodySchema,
    'Save PhilHealth, Pag-IBIG, SSS and TIN numbers; 409 once onboarding is complete',
    { 409: completed },
  ),
  saveAccountSettings: save(
    '/onboarding/account-settings',
    accountSettingsBodySchema,
    'Replace the temporary password; completes onboarding once every step is saved; 409 once onboarding is complete',
    {
      409: completed,
      429: 'Ten wrong current passwords from this user within 15 minutes; `Retry-After` says when to try again.',
    },
  ),
})
