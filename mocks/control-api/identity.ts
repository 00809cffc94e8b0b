import { z } from 'zod'
import { isPast, isoIn, nowIso } from '../clock'
import { sha256Hex } from '../crypto'
import { db } from '../db'
import { findTwoFactor } from '../db/two-factor'
import { findCompanyById, findUserByEmail, updateUser } from '../db/users'
import { emails, sendEmail } from '../outbox'
import { logAccess } from '../rules/access-log'
import { companyStaffNameFor } from '../rules/company-staff'
import { liveSessionsOf, voidSessions } from '../rules/sessions'
import { generateTotp } from '../rules/totp'
import { personas } from '../seed/personas'
import { ControlError, controlRoute } from './control-route'

/** What the provider and a company administrator do to accounts, outside the employee API. */

function userByEmail(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
  return user
}

export const identityControl = {
  /** The seeded people with their credentials, ids and (for two-factor) the code valid now. */
  personas: () =>
    Object.entries(personas).map(([key, persona]) => {
      const user = findUserByEmail(persona.email)
      const secret = user ? findTwoFactor(user.id)?.secret : null
      return {
        key,
        label: persona.label,
        full_name: persona.full_name,
        email: persona.email,
        password: persona.password,
        user_id: user?.id ?? null,
        totp_secret: secret ?? null,
        totp_code: secret ? generateTotp(secret) : null,
      }
    }),

  /** The code a user's authenticator shows now (two-factor must be on). */
  totpCode: (email: string) => {
    const secret = findTwoFactor(userByEmail(email).id)?.secret
    if (!secret) throw new ControlError(409, `Two-factor authentication is off for ${email}.`)
    return generateTotp(secret)
  },

  /** Companies signed up and waiting for the provider, oldest first, with who registered them. */
  pendingCompanies: () =>
    db.company
      .getAll()
      .filter((company) => company.status === 'pending_activation')
      .sort((a, b) => a.id - b.id)
      .map((company) => ({
        id: company.id,
        name: company.name,
        created_at: company.created_at,
        admin_emails: db.user
          .getAll()
          .filter((user) => user.company_id === company.id && user.is_admin)
          .map((user) => user.email),
      })),

  /** The provider activates a signed-up company: its users can log in, its owner is told. */
  activateCompany: (companyIdOrAdminEmail: number | string) => {
    const company =
      typeof companyIdOrAdminEmail === 'number'
        ? findCompanyById(companyIdOrAdminEmail)
        : findCompanyById(userByEmail(companyIdOrAdminEmail).company_id)
    if (!company) throw new ControlError(404, 'No such company.')
    if (company.status === 'active') throw new ControlError(409, `${company.name} is already active.`)
    db.company.update({ where: { id: { equals: company.id } }, data: { status: 'active', activated_at: nowIso() } })
    for (const admin of db.user.getAll().filter((user) => user.company_id === company.id && user.is_admin)) {
      sendEmail(admin.email, emails.companyActivated(company.name))
    }
    return { id: company.id, name: company.name, status: 'active' as const }
  },

  /** An administrator deactivates a user: every session ends, logins are refused. */
  deactivateUser: (email: string) => {
    const user = userByEmail(email)
    updateUser(user.id, { status: 'inactive' })
    logAccess(user.id, {
      actor: { name: companyStaffNameFor(user.id), role: 'administrator' },
      category: 'sign_ins',
      action: 'deactivate',
      record: 'your account',
      purpose: 'To end your access to Empleo.',
    })
    return { user_id: user.id, sessions_ended: voidSessions(user.id, 'deactivated') }
  },

  /** An administrator flags a password reset: every session ends and the user must choose a new one. */
  flagPasswordReset: (email: string) => {
    const user = userByEmail(email)
    updateUser(user.id, { is_password_reset: true })
    logAccess(user.id, {
      actor: { name: companyStaffNameFor(user.id), role: 'administrator' },
      category: 'sign_ins',
      action: 'flag_password_reset',
      record: 'your password',
      purpose: 'To have you choose a new password at your next sign-in.',
    })
    const ended = voidSessions(user.id, 'admin_password_reset')
    sendEmail(user.email, emails.passwordResetByAdmin())
    return { user_id: user.id, sessions_ended: ended }
  },

  /** The current access token of a user's sessions (or of everyone's) expires now; refresh still works. */
  expireTokens: (email?: string) => {
    const sessions = email
      ? liveSessionsOf(userByEmail(email).id)
      : db.session.getAll().filter((session) => !session.revoked_at)
    const expiredAt = isoIn(-1)
    for (const session of sessions) {
      db.session.update({ where: { id: { equals: session.id } }, data: { access_expires_at: expiredAt } })
    }
    return { sessions_expired: sessions.length }
  },

  /** The admin application's side of switch-account: a hand-off code works once, within 60 seconds. */
  redeemAdminHandoff: async (code: string) => {
    const codeHash = await sha256Hex(code)
    const handoff = db.admin_handoff.getAll().find((row) => row.code_hash === codeHash)
    if (!handoff || handoff.consumed_at || isPast(handoff.expires_at)) {
      throw new ControlError(404, 'This hand-off code is invalid, used or expired.')
    }
    db.admin_handoff.update({ where: { id: { equals: handoff.id } }, data: { consumed_at: nowIso() } })
    return { user_id: handoff.user_id }
  },
}

const email = z.string().min(1)

export const identityControlRoutes = [
  controlRoute('GET', '/personas', 'Seeded personas with credentials', z.object({}), () => identityControl.personas()),
  controlRoute('GET', '/totp', 'The current authenticator code of a user (?email=)', z.object({ email }), ({ email }) =>
    identityControl.totpCode(email),
  ),
  controlRoute('GET', '/companies/pending', 'Companies awaiting activation, with their admins', z.object({}), () =>
    identityControl.pendingCompanies(),
  ),
  controlRoute(
    'POST',
    '/companies/activate',
    'Activate a company by company_id or admin_email',
    z.union([z.object({ company_id: z.coerce.number().int().positive() }), z.object({ admin_email: email })]),
    (input) => identityControl.activateCompany('company_id' in input ? input.company_id : input.admin_email),
  ),
  controlRoute('POST', '/users/deactivate', 'Deactivate a user', z.object({ email }), ({ email }) =>
    identityControl.deactivateUser(email),
  ),
  controlRoute(
    'POST',
    '/users/flag-password-reset',
    'Flag a password reset for a user',
    z.object({ email }),
    ({ email }) => identityControl.flagPasswordReset(email),
  ),
  controlRoute(
    'POST',
    '/tokens/expire',
    "Expire a user's (or every) current access token",
    z.object({ email: email.optional() }),
    ({ email }) => identityControl.expireTokens(email),
  ),
  controlRoute(
    'POST',
    '/admin-handoff/redeem',
    'Redeem a switch-account hand-off code',
    z.object({ code: z.string().min(1) }),
    ({ code }) => identityControl.redeemAdminHandoff(code),
  ),
]
