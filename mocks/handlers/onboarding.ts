import { contract } from '@contract'
import { onboardingSteps } from '@contract/onboarding'
import { conflict, implement, success, tooManyRequests, unprocessable } from '../adapter'
import { nowIso } from '../clock'
import {
  completeStep,
  employeeRecordOf,
  replaceBankAccounts,
  replaceEmergencyContacts,
  savePersonalInfo,
  saveSocialBenefits,
} from '../db/employee-records'
import { findUserById, updateUser } from '../db/users'
import { emails, sendEmail } from '../outbox'
import { presentOnboarding } from '../presenters/employee-records'
import { logOwnChange } from '../rules/access-log'
import { replaceAvatar } from '../rules/avatars'
import { hashPassword, verifyPassword } from '../rules/passwords'
import {
  clearStepUpFailures,
  recordStepUpFailure,
  stepUpRetryAfter,
  tooManyStepUpsMessage,
} from '../rules/step-up-throttle'
import { checkImage } from '../rules/uploaded-files'
import type { UserRow } from '../db'

/**
 * Onboarding (regular and probationary employees; the adapter applies the gate): five steps, each
 * saved on its own so nothing typed is lost, and saved again as often as needed while onboarding
 * lasts. The last replaces the temporary password, once every other step is saved, and ends
 * onboarding; the session that does it stays signed in. After that, the steps holding payroll details
 * (legal name, bank accounts, government IDs) answer 409: with only a session and no password, they
 * would let a borrowed session redirect someone's pay (docs/product/quality-targets.md#security). Emergency contacts
 * stay open.
 */
const routes = contract.onboarding

const stepWords = (step: string) => step.replace(/_/g, ' ')
const orNull = (value: string | undefined) => (value ? value : null)

const answer = (user: UserRow, message: string) => success(presentOnboarding(findUserById(user.id) ?? user), message)

const onboardingComplete = (what: string) =>
  conflict(`Your onboarding is already complete. Change ${what} from your profile, which asks for your password.`)

export const onboardingHandlers = [
  implement(routes.get, ({ user }) => success(presentOnboarding(user), 'Your onboarding so far.')),

  implement(routes.savePersonalInfo, async ({ user, body, request }) => {
    if (!user.is_onboard) return onboardingComplete('your personal information')
    const image = body.avatar ? await checkImage(body.avatar) : null
    if (image && !image.ok) return unprocessable(image.errors)
    savePersonalInfo(user.id, {
      first_name: body.first_name,
      last_name: body.last_name,
      middle_name: orNull(body.middle_name),
      suffix: orNull(body.suffix),
      birthdate: body.birthdate,
      gender: body.gender,
      civil_status: body.civil_status,
      complete_address: body.complete_address,
      contact_no: body.contact_no,
      alternative_email: orNull(body.alternative_email),
    })
    // The name on the records is the one the app shows.
    updateUser(user.id, {
      full_name: [body.first_name, body.last_name, body.suffix].filter(Boolean).join(' '),
      contact_no: body.contact_no,
    })
    if (image?.ok) await replaceAvatar(user, image.file, new URL(request.url).origin)
    logOwnChange(user, 'identity', 'your personal information', 'To complete your onboarding.')
    completeStep(user, 'personal_info')
    return answer(user, 'Your personal information was saved.')
  }),

  implement(routes.saveEmergencyContacts, ({ user, body }) => {
    replaceEmergencyContacts(user.id, body.contacts)
    logOwnChange(user, 'emergency_contacts', 'your emergency contacts', 'To complete your onboarding.')
    completeStep(user, 'emergency_contacts')
    return answer(user, 'Your emergency contacts were saved.')
  }),

  implement(routes.saveBankInformation, ({ user, body }) => {
    if (!user.is_onboard) return onboardingComplete('your bank accounts')
    replaceBankAccounts(user.id, body.banks, body.primary_bank_index)
    logOwnChange(user, 'bank', 'your bank accounts', 'To complete your onboarding.')
    completeStep(user, 'bank_information')
    return answer(user, 'Your bank information was saved.')
  }),

  implement(routes.saveSocialBenefits, ({ user, body }) => {
    if (!user.is_onboard) return onboardingComplete('your government ID numbers')
    saveSocialBenefits(user.id, body)
    logOwnChange(user, 'government_numbers', 'your government ID numbers', 'To complete your onboarding.')
    completeStep(user, 'social_benefits')
    return answer(user, 'Your social benefits numbers were saved.')
  }),

  implement(routes.saveAccountSettings, async ({ user, body }) => {
    if (!user.is_onboard)
      return conflict('Your onboarding is already complete. Change your password from your profile.')
    const done = employeeRecordOf(user.id)?.completed_steps ?? []
    const missing = onboardingSteps.filter((step) => step !== 'account_settings' && !done.includes(step))
    if (missing.length > 0)
      return unprocessable({ completed_steps: [`Complete these steps first: ${missing.map(stepWords).join(', ')}.`] })
    const retryAfter = stepUpRetryAfter(user.id)
    if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyStepUpsMessage(retryAfter))
    if (!(await verifyPassword(body.current_password, user.password_hash))) {
      recordStepUpFailure(user.id)
      return unprocessable({ current_password: ['The current password is incorrect.'] })
    }
    clearStepUpFailures(user.id)

    const at = nowIso()
    updateUser(user.id, {
      password_hash: await hashPassword(body.password),
      password_changed_at: at,
      is_onboard: false,
      is_force_change_password: false,
    })
    completeStep(user, 'account_settings')
    sendEmail(user.email, emails.onboardingComplete())
    return answer(user, 'Welcome aboard! Your onboarding is complete.')
  }),
]
