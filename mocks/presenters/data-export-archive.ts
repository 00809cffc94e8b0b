import { zipSync } from 'fflate'
import {
  ARCHIVE_MANIFEST_PATH,
  archiveCategoryPath,
  DATA_EXPORT_LAYOUT_VERSION,
  type ArchiveCategoryFile,
  type ArchiveManifest,
} from '@contract/data-export-archive'
import { privacyCategoryValues, type PrivacyCategory } from '@contract/privacy-values'
import { manilaDate } from '../clock'
import { db, type StoredFileRow, type UserRow } from '../db'
import { accessLogOf } from '../db/access-log'
import type { AttachableKind } from '../db/models/files'
import { moodEntriesOf } from '../db/mood'
import { payslipsOf } from '../db/payslips'
import { isTwoFactorEnabled } from '../db/two-factor'
import { findCompanyById } from '../db/users'
import { certificateKind } from '../rules/certificate-kind'
import { correctionKind } from '../rules/correction-kind'
import { expenseKind, leaveKind } from '../rules/request-kinds'
import { acknowledgedNoticeOf, consentOf } from '../rules/privacy-consent'
import { liveSessionsOf } from '../rules/sessions'
import { certificateAvailability, taxCertificate, taxCertificatesOf } from '../rules/tax-certificate'
import { isSignedIn } from '../rules/tokens'
import { bytesOf } from '../storage/file-bytes'
import { presentAccessLogEntry } from './access-log'
import { presentProfile } from './employee-records'
import { presentPayslip } from './payslip'
import { payslipFileName, payslipPdf } from './payslip-pdf'
import { presentRequests } from './requests'
import { presentSession } from './session'
import { taxCertificateFileName, taxCertificatePdf } from './tax-certificate-pdf'

/**
 * The person's "Download my data" archive (docs/product/privacy.md#download-my-data), in the layout of
 * contract/data-export-archive.ts. Everything in it is read by the person's own id: their records, their
 * requests, payslips, certificates and files. Another person's name appears only where it is part of the
 * person's own record as the app shows it to them: who decided their request, their manager, who acted in
 * their access log. Nothing is read from a shared view (the leave calendar), so no colleague is in it.
 */

type Records = { [C in PrivacyCategory]: ArchiveCategoryFile<C>['records'] }
type ManifestFile = ArchiveManifest['files'][number]

const encoder = new TextEncoder()
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`)

/** A name safe in a zip on every system: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file'

const attachmentPath = (file: StoredFileRow) =>
  `files/${file.attachable_kind.replace('_', '-')}-${file.attachable_id ?? 0}/${file.id}-${safeName(file.original_name)}`

/** The person's attachments whose bytes the server still holds, with them. */
async function attachmentsWithBytes(userId: number) {
  const files = db.stored_file
    .getAll()
    .filter((file) => file.user_id === userId && file.attachable_kind !== 'avatar')
    .sort((a, b) => a.id - b.id)
  const found = await Promise.all(files.map(async (file) => ({ file, bytes: await bytesOf(file) })))
  return found.flatMap(({ file, bytes }) => (bytes ? [{ file, bytes, path: attachmentPath(file) }] : []))
}

/** A request's attachments by their place in the archive, leaving out any whose bytes are gone. */
const archived =
  (paths: ReadonlyMap<number, string>) =>
  <R extends { attachments: { id: number; url: string }[] }>(request: R) => ({
    ...request,
    attachments: request.attachments.flatMap(({ url: _url, ...attachment }) => {
      const path = paths.get(attachment.id)
      return path ? [{ ...attachment, path }] : []
    }),
  })

export async function dataExportArchive(user: UserRow, generatedAt: string): Promise<Uint8Array> {
  const zip: Record<string, Uint8Array> = {}
  const manifestFiles: ManifestFile[] = []
  const add = (file: ManifestFile, bytes: Uint8Array) => {
    zip[file.path] = bytes
    manifestFiles.push(file)
  }

  const profile = presentProfile(user)
  const info = profile.personal_info

  const attachments = await attachmentsWithBytes(user.id)
  const paths = new Map(attachments.map(({ file, path }) => [file.id, path]))
  const withPaths = archived(paths)
  for (const { path, bytes } of attachments) add({ path, category: 'files', kind: 'attachment' }, bytes)

  const payslips = payslipsOf(user.id).sort((a, b) => a.period_start.localeCompare(b.period_start))
  const payslipRecords = payslips.map((row) => {
    const path = `pay/payslips/${payslipFileName(row)}`
    add({ path, category: 'pay', kind: 'payslip_pdf' }, payslipPdf(row, user))
    return { ...presentPayslip(row), pdf: path }
  })
  const today = manilaDate()
  const certificates = taxCertificatesOf(user, today).certificates.flatMap(({ year }) => {
    const availability = certificateAvailability(user.id, year, today)
    if (availability.kind !== 'available') return []
    const certificate = taxCertificate(user, year, availability.payslips, availability.availableFrom)
    const path = `pay/bir-2316/${taxCertificateFileName(year)}`
    add({ path, category: 'pay', kind: 'tax_certificate_pdf' }, taxCertificatePdf(certificate))
    return [{ ...certificate, pdf: path }]
  })

  const avatar = db.stored_file.getAll().find((file) => file.user_id === user.id && file.attachable_kind === 'avatar')
  const avatarBytes = avatar ? await bytesOf(avatar) : null
  const photoPath = avatar && avatarBytes ? `photo/${safeName(avatar.stored_name)}` : null
  if (photoPath && avatarBytes) add({ path: photoPath, category: 'photo', kind: 'photo' }, avatarBytes)

  const consent = consentOf(user)
  const records: Records = {
    identity: {
      user_id: user.id,
      full_name: user.full_name,
      email: user.email,
      company: findCompanyById(user.company_id)?.name ?? '',
      personal: info && {
        first_name: info.first_name,
        last_name: info.last_name,
        middle_name: info.middle_name,
        suffix: info.suffix,
        birthdate: info.birthdate,
        gender: info.gender,
        civil_status: info.civil_status,
      },
      correction_requests: (await presentRequests(correctionKind, correctionKind.rowsOf(user.id))).map(withPaths),
    },
    contact: info && {
      complete_address: info.complete_address,
      contact_no: info.contact_no,
      alternative_email: info.alternative_email,
    },
    government_numbers: profile.social_benefits,
    bank: profile.bank_accounts,
    employment: {
      employment: profile.employment,
      certificate_requests: (await presentRequests(certificateKind, certificateKind.rowsOf(user.id))).map(withPaths),
    },
    pay: { payslips: payslipRecords, tax_certificates: certificates },
    leave: { requests: (await presentRequests(leaveKind, leaveKind.rowsOf(user.id))).map(withPaths) },
    expenses: { requests: (await presentRequests(expenseKind, expenseKind.rowsOf(user.id))).map(withPaths) },
    files: attachments.map(({ file, path }) => ({
      id: file.id,
      file_name: file.original_name,
      mime_type: file.mime_type,
      size: file.size,
      path,
      attached_to: { kind: file.attachable_kind as Exclude<AttachableKind, 'avatar'>, id: file.attachable_id ?? 0 },
      uploaded_at: file.created_at,
    })),
    emergency_contacts: profile.emergency_contacts,
    mood: moodEntriesOf(user.id).map(({ id, mood, date, created_at }) => ({ id, mood, date, created_at })),
    photo: { path: photoPath },
    sign_ins: {
      two_factor_enabled: isTwoFactorEnabled(user.id),
      sessions: liveSessionsOf(user.id)
        .filter(isSignedIn)
        .map((row) => {
          const { current: _current, ...session } = presentSession(row, '')
          return session
        }),
      privacy_consent: {
        share_mood_with_hr: consent.share_mood_with_hr,
        show_photo_to_colleagues: consent.show_photo_to_colleagues,
        acknowledged_notice: acknowledgedNoticeOf(user),
      },
    },
  }

  const log = accessLogOf(user.id).map(presentAccessLogEntry)
  for (const category of privacyCategoryValues) {
    const file: ArchiveCategoryFile<typeof category> = {
      layout_version: DATA_EXPORT_LAYOUT_VERSION,
      category,
      records: records[category],
      access_log: log.filter((entry) => entry.category === category),
    }
    add({ path: archiveCategoryPath(category), category, kind: 'json' }, json(file))
  }

  const manifest: ArchiveManifest = {
    layout_version: DATA_EXPORT_LAYOUT_VERSION,
    person: { id: user.id, full_name: user.full_name, email: user.email },
    generated_at: generatedAt,
    files: manifestFiles.sort((a, b) => a.path.localeCompare(b.path)),
  }
  return zipSync({ [ARCHIVE_MANIFEST_PATH]: json(manifest), ...zip }, { level: 6 })
}
