import { contract } from '@contract'
import { avatarColours } from '@contract/options'
import { created, implement, notFound, success, tooManyRequests, unprocessable } from '../adapter'
import { MINUTE_MS, nowIso, nowMs } from '../clock'
import { constantTimeEqual, randomToken, sha256Hex } from '../crypto'
import { db } from '../db'
import { findUserByEmail, normaliseEmail, updateUser } from '../db/users'
import { emails, sendEmail } from '../outbox'
import { codeRequestRetryAfter, recordCodeRequest, tooManyCodeRequestsMessage } from '../rules/code-requests'
import { consumeCode, INVALID_CODE_MESSAGE, issueCode } from '../rules/one-time-codes'
import { hashPassword } from '../rules/passwords'
import { tooManyWrongCodesMessage } from '../rules/wrong-codes'

/**
 * Company sign-up: e-mail -> code -> admin -> company, which then awaits activation by the provider.
 * Each step only opens the next one, for a limited time, once. The code step answers a sign-up token
 * (only its hash is kept); the admin and company steps must carry it, so nobody who merely knows the
 * address or guesses the next admin id can finish someone else's sign-up.
 */
const routes = contract.signup

export const REGISTRATION_WINDOW_MS = 30 * MINUTE_MS

const withinWindow = (iso: string | null) => iso !== null && nowMs() - Date.parse(iso) <= REGISTRATION_WINDOW_MS

const carriesToken = async (progress: { token_hash: string }, token: string) =>
  constantTimeEqual(await sha256Hex(token), progress.token_hash)

export const signupHandlers = [
  implement(routes.verifyEmail, async ({ body }) => {
    const email = normaliseEmail(body.email)
    const wait = codeRequestRetryAfter('signup', email)
    if (wait > 0) return tooManyRequests(wait, tooManyCodeRequestsMessage(wait, 'code'))
    recordCodeRequest('signup', email)
    // The same answer either way (ASVS 6.3.8); only the e-mail differs, and only its owner reads it.
    if (findUserByEmail(email)) sendEmail(email, emails.signupAccountExists())
    else sendEmail(email, emails.signupCode(await issueCode('signup', email)))
    return success(null, 'We have e-mailed you a 6-digit verification code. It expires in 10 minutes.')
  }),

  implement(routes.verifyCode, async ({ body }) => {
    const email = normaliseEmail(body.email)
    const check = await consumeCode('signup', email, body.code)
    if (!check.ok && check.reason === 'throttled')
      return tooManyRequests(check.retryAfter, tooManyWrongCodesMessage(check.retryAfter))
    if (!check.ok) return unprocessable({ code: [INVALID_CODE_MESSAGE] })
    const signupToken = randomToken(32)
    db.signup_progress.deleteMany({ where: { email: { equals: email } } })
    db.signup_progress.create({ email, token_hash: await sha256Hex(signupToken), verified_at: nowIso() })
    return success({ email, signup_token: signupToken }, 'Your e-mail address is verified.')
  }),

  implement(routes.registerAdmin, async ({ body }) => {
    const email = normaliseEmail(body.email)
    const progress = db.signup_progress
      .getAll()
      .find((row) => row.email === email && row.admin_id === null && withinWindow(row.verified_at))
    if (!progress || !(await carriesToken(progress, body.signup_token))) {
      return unprocessable({ email: ['Verify this e-mail address with the code we sent before registering.'] })
    }
    if (findUserByEmail(email)) return unprocessable({ email: ['The email has already been taken.'] })

    const at = nowIso()
    const admin = db.user.create({
      email,
      full_name: body.full_name.trim(),
      password_hash: await hashPassword(body.password),
      is_admin: true,
      is_employee: false,
      created_at: at,
      updated_at: at,
      password_changed_at: at,
    })
    updateUser(admin.id, { default_img_bg: avatarColours[admin.id % avatarColours.length] })
    db.signup_progress.update({
      where: { id: { equals: progress.id } },
      data: { admin_id: admin.id, admin_registered_at: at },
    })
    return created({ id: admin.id }, 'Your admin account is ready. Tell us about your company next.')
  }),

  implement(routes.registerCompany, async ({ params, body }) => {
    const progress = db.signup_progress
      .getAll()
      .find(
        (row) => row.admin_id === params.adminId && row.company_id === null && withinWindow(row.admin_registered_at),
      )
    // Only the sign-up that has just created this admin may name its company, once: anyone else, with
    // another token or none that matches, gets nothing to probe.
    if (!progress || !(await carriesToken(progress, body.signup_token))) return notFound()

    const company = db.company.create({
      name: body.company_name,
      address: body.company_address,
      industry: body.company_industry,
      size: body.company_size,
      status: 'pending_activation',
      created_at: nowIso(),
    })
    updateUser(params.adminId, { company_id: company.id })
    db.signup_progress.update({ where: { id: { equals: progress.id } }, data: { company_id: company.id } })
    return created(null, 'Thank you for registering. Please wait while we process and activate your account.')
  }),
]
