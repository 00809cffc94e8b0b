import { nowIso } from './clock'
import { db, type Row } from './db'
import { normaliseEmail } from './db/users'

/**
 * The e-mails a real server would send. Nothing leaves the browser: demos and tests read them here
 * (or through /__mock/outbox) to pick up a code or check that a notice went out.
 */
export type OutboxEmail = Pick<Row<'outbox_email'>, 'id' | 'to' | 'subject' | 'text' | 'code' | 'link' | 'created_at'>

/** `code` and `link` repeat what the text says, so a test or the demo panel can pick them up. */
type Draft = { subject: string; text: string; code?: string; link?: string }

const present = (row: Row<'outbox_email'>): OutboxEmail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  code: row.code,
  link: row.link,
  created_at: row.created_at,
})

export function sendEmail(to: string, { subject, text, code, link }: Draft): OutboxEmail {
  return present(
    db.outbox_email.create({
      to: normaliseEmail(to),
      subject,
      text,
      code: code ?? null,
      link: link ?? null,
      created_at: nowIso(),
    }),
  )
}

/** Every e-mail, oldest first; only those to `address` when given. */
export function readOutbox(address?: string): OutboxEmail[] {
  const wanted = address === undefined ? null : normaliseEmail(address)
  return db.outbox_email
    .getAll()
    .filter((row) => wanted === null || row.to === wanted)
    .sort((a, b) => a.id - b.id)
    .map(present)
}

export function latestEmailTo(address: string): OutboxEmail | null {
  return readOutbox(address).at(-1) ?? null
}

/** The messages, worded once. */
export const emails = {
  signupCode: (code: string): Draft => ({
    subject: 'Your Empleo verification code',
    text: `Your verification code is ${code}. It expires in 10 minutes. If you did not try to sign up for Empleo, you can ignore this e-mail.`,
    code,
  }),
  signupAccountExists: (): Draft => ({
    subject: 'You already have an Empleo account',
    text: 'Someone tried to sign up for Empleo with this address, which already has an account. If it was you, log in instead or use "Forgot password". If not, you can ignore this e-mail.',
  }),
  /** `link` is the app's /reset-password address with a token; the code serves the login dialog. */
  passwordResetCode: (code: string, link: string): Draft => ({
    subject: 'Your Empleo password reset code',
    text: `Your password reset code is ${code}. Or open this link to choose a new password: ${link}. Both expire in 10 minutes, and asking for another e-mail voids them. If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.`,
    code,
    link,
  }),
  companyActivated: (company: string): Draft => ({
    subject: `${company} is active on Empleo`,
    text: `Good news: ${company} has been activated. You can now log in to Empleo with the address and password you registered.`,
  }),
  passwordResetByAdmin: (): Draft => ({
    subject: 'Your Empleo password was reset by an administrator',
    text: 'An administrator reset the password of your Empleo account and signed you out everywhere. Use "Forgot password" on the login screen to set a new one.',
  }),
  onboardingComplete: (): Draft => ({
    subject: 'Welcome aboard: your Empleo onboarding is complete',
    text: 'You have completed onboarding and chosen your own password. You can now use every part of Empleo open to you.',
  }),
}
