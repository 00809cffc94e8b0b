import type { PrivacyConsent, PrivacyNotice } from '@contract/privacy-consent'
import type { ErasableData } from '@contract/privacy-values'
import { nowIso } from '../clock'
import { db, type UserRow } from '../db'
import { findCompanyById, updateUser } from '../db/users'
import { deleteFile } from '../storage/stored-files'
import { logAccess } from './access-log'

/**
 * The privacy notice, the person's acknowledgement of it, and their choices about optional processing
 * (docs/product/privacy.md#consent-and-notices).
 */

/** The notice in short. The same points in every version: the demo's new versions change the date. */
export const NOTICE_SUMMARY = [
  'We keep your identity, contact details, government numbers, bank account, employment, pay, leave, expenses and files to employ and pay you, as your contract of employment and the law require.',
  'We send what the law requires to the BIR, SSS, PhilHealth and Pag-IBIG, and your pay to your bank.',
  'We keep each record as long as the law requires (payslips and tax records 10 years), then delete it.',
  'Your mood answers and your photo are optional: you choose who sees them, and you can erase them.',
  'You may see, correct and download your data, and know who saw it, under the Data Privacy Act of 2012 (RA 10173).',
]

type Person = Pick<UserRow, 'id' | 'company_id' | 'full_name' | 'is_employee'>

/** The company's published notices, newest first. */
const noticesOf = (companyId: number | null) =>
  db.privacy_notice
    .getAll()
    .filter((notice) => notice.company_id === companyId)
    .sort((a, b) => b.version - a.version)
    .map(({ version, published_at }): PrivacyNotice => ({ version, published_at, summary: NOTICE_SUMMARY }))

/** The first notice has no row: it is version 1, from the day the company was created. */
const firstNotice = (companyId: number | null): PrivacyNotice => ({
  version: 1,
  published_at: findCompanyById(companyId)?.created_at ?? nowIso(),
  summary: NOTICE_SUMMARY,
})

/** The notice in force at the company: its latest, or the first one. */
export function noticeInForce(companyId: number | null): PrivacyNotice {
  return noticesOf(companyId)[0] ?? firstNotice(companyId)
}

/** The company publishes a new notice: its employees read and acknowledge it at their next sign-in. */
export function publishNotice(companyId: number): PrivacyNotice {
  const version = noticeInForce(companyId).version + 1
  db.privacy_notice.create({ company_id: companyId, version, published_at: nowIso() })
  return noticeInForce(companyId)
}

function consentRowOf(userId: number) {
  return db.privacy_consent.findFirst({ where: { user_id: { equals: userId } } })
}

function writableConsentRow(userId: number) {
  return consentRowOf(userId) ?? db.privacy_consent.create({ user_id: userId })
}

/** Whether the person lets HR's mood figures include their answers. */
export const sharesMoodWithHr = (userId: number): boolean => consentRowOf(userId)?.share_mood_with_hr ?? false

/** The people who let colleagues see their photo on the leave calendar. */
export const photosShownToColleagues = (): Set<number> =>
  new Set(
    db.privacy_consent
      .getAll()
      .filter((row) => row.show_photo_to_colleagues)
      .map((row) => row.user_id),
  )

export function consentOf(user: Person): PrivacyConsent {
  const row = consentRowOf(user.id)
  const notice = noticeInForce(user.company_id)
  const acknowledgedVersion = row?.notice_version ?? null
  return {
    notice,
    acknowledged_version: acknowledgedVersion,
    acknowledged_at: row?.acknowledged_at ?? null,
    acknowledged: acknowledgedVersion !== null && acknowledgedVersion >= notice.version,
    share_mood_with_hr: row?.share_mood_with_hr ?? false,
    show_photo_to_colleagues: row?.show_photo_to_colleagues ?? false,
  }
}

/** The notice the person last acknowledged, as it was published, with when; null before their first. */
export function acknowledgedNoticeOf(user: Person): (PrivacyNotice & { acknowledged_at: string }) | null {
  const row = consentRowOf(user.id)
  if (row?.notice_version == null || row.acknowledged_at == null) return null
  const version = row.notice_version
  const notice = noticesOf(user.company_id).find((published) => published.version === version)
  return { ...(notice ?? firstNotice(user.company_id)), acknowledged_at: row.acknowledged_at }
}

/** An employee who has not acknowledged the notice in force reads it before going on; an admin-only account is not held. */
export function isNoticePending(user: Person): boolean {
  return user.is_employee && !consentOf(user).acknowledged
}

/** Records the acknowledgement of the notice in force, and the person's own entry in their access log. */
export function acknowledgeNotice(user: Person, version: number): void {
  const row = writableConsentRow(user.id)
  db.privacy_consent.update({
    where: { id: { equals: row.id } },
    data: { notice_version: version, acknowledged_at: nowIso() },
  })
  logAccess(user.id, {
    actor: { name: user.full_name, role: 'self' },
    category: 'sign_ins',
    action: 'acknowledge',
    record: `privacy notice version ${version}`,
    purpose: 'To know how the company processes your data.',
  })
}

export type PrivacyChoices = Partial<Pick<PrivacyConsent, 'share_mood_with_hr' | 'show_photo_to_colleagues'>>

const choiceWords = {
  share_mood_with_hr: { category: 'mood', record: 'sharing your mood answers with HR' },
  show_photo_to_colleagues: { category: 'photo', record: 'showing your photo to colleagues on the leave calendar' },
} as const

/** Changes the person's choices; each one changed is an entry of their own in the access log. */
export function updateChoices(user: Person, choices: PrivacyChoices): void {
  const row = writableConsentRow(user.id)
  const changed = (Object.keys(choiceWords) as (keyof typeof choiceWords)[]).filter(
    (choice) => choices[choice] !== undefined && choices[choice] !== row[choice],
  )
  if (changed.length === 0) return
  db.privacy_consent.update({ where: { id: { equals: row.id } }, data: choices })
  for (const choice of changed) {
    logAccess(user.id, {
      actor: { name: user.full_name, role: 'self' },
      category: choiceWords[choice].category,
      action: 'change',
      record: choiceWords[choice].record,
      purpose: choices[choice] ? 'You turned it on.' : 'You turned it off.',
    })
  }
}

/** Erases the person's optional data of one kind; answers how many records went. */
export function eraseOptionalData(user: Person, data: ErasableData): number {
  const erased = data === 'mood' ? eraseMoodHistory(user.id) : erasePhoto(user.id)
  logAccess(user.id, {
    actor: { name: user.full_name, role: 'self' },
    category: data,
    action: 'erase',
    record: data === 'mood' ? `your mood history (${erased} answers)` : 'your profile photo',
    purpose: 'You asked for it to be erased.',
  })
  return erased
}

function eraseMoodHistory(userId: number): number {
  return db.mood_entry.deleteMany({ where: { user_id: { equals: userId } } })?.length ?? 0
}

function erasePhoto(userId: number): number {
  const files = db.stored_file.getAll().filter((file) => file.user_id === userId && file.attachable_kind === 'avatar')
  for (const file of files) deleteFile(file)
  const had = db.user.findFirst({ where: { id: { equals: userId } } })?.employee_avatar != null
  updateUser(userId, { employee_avatar: null })
  return had ? 1 : 0
}
