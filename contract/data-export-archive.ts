import { z } from 'zod'
import { accessLogEntrySchema, privacyCategorySchema } from './access-log'
import { certificateRequestSchema } from './certificate'
import { correctionRequestSchema } from './correction'
import { expenseRequestSchema } from './expense'
import { instantSchema, storedAttachmentSchema } from './fields'
import { leaveRequestSchema } from './leave'
import { moodEntrySchema } from './mood'
import { bankAccountSchema, emergencyContactSchema, personalInfoSchema, socialBenefitsSchema } from './onboarding'
import { payslipSchema, taxCertificateSchema } from './payslip'
import { privacyConsentSchema, privacyNoticeSchema } from './privacy-consent'
import type { PrivacyCategory } from './privacy-values'
import { employmentSchema } from './profile'
import { signedInSessionSchema } from './sessions'

/**
 * The layout of the "Download my data" archive (docs/product/privacy.md#download-my-data): one zip holding
 * `manifest.json`, a JSON file per privacy category under `data/`, and the person's PDFs and files. Each JSON
 * file parses with its schema here, so another system can read the archive without guessing. A change of
 * the layout raises its version.
 */
export const DATA_EXPORT_LAYOUT_VERSION = 1

/** A file of the archive named in a record: where it sits in the zip instead of a link that expires. */
const archivePathSchema = z.string().regex(/^[a-z0-9_-]+(\/[A-Za-z0-9._-]+)+$/, 'A path inside the archive.')

/** A request's attachment, by its place in the archive. */
export const archivedAttachmentSchema = storedAttachmentSchema.omit({ url: true }).extend({ path: archivePathSchema })

const withArchivedAttachments = <S extends z.AnyZodObject>(request: S) =>
  request.extend({ attachments: z.array(archivedAttachmentSchema) })

/**
 * The person's choices about optional processing, and the notice they last acknowledged as it read, with when
 * (docs/product/privacy.md#consent-and-notices); null before their first. Each acknowledgement made in the app
 * is also an entry of the sign-ins file's access log.
 */
export const archivedConsentSchema = privacyConsentSchema
  .pick({ share_mood_with_hr: true, show_photo_to_colleagues: true })
  .extend({ acknowledged_notice: privacyNoticeSchema.extend({ acknowledged_at: instantSchema }).nullable() })

/** The records of each category, as its JSON file's `records` holds them. */
export const archiveRecordSchemas = {
  identity: z.object({
    user_id: z.number().int(),
    full_name: z.string(),
    email: z.string().email(),
    company: z.string(),
    personal: personalInfoSchema
      .pick({ first_name: true, last_name: true, middle_name: true, suffix: true, birthdate: true })
      .extend(personalInfoSchema.pick({ gender: true, civil_status: true }).shape)
      .nullable(),
    /** Every correction the person asked for, whatever its field (docs/product/privacy.md#corrections). */
    correction_requests: z.array(withArchivedAttachments(correctionRequestSchema)),
  }),
  contact: personalInfoSchema.pick({ complete_address: true, contact_no: true, alternative_email: true }).nullable(),
  /** In full: the archive is the person's own copy (docs/product/privacy.md#download-my-data). */
  government_numbers: socialBenefitsSchema.nullable(),
  bank: z.array(bankAccountSchema),
  employment: z.object({
    employment: employmentSchema.nullable(),
    certificate_requests: z.array(withArchivedAttachments(certificateRequestSchema)),
  }),
  pay: z.object({
    payslips: z.array(payslipSchema.extend({ pdf: archivePathSchema })),
    tax_certificates: z.array(taxCertificateSchema.extend({ pdf: archivePathSchema })),
  }),
  leave: z.object({ requests: z.array(withArchivedAttachments(leaveRequestSchema)) }),
  expenses: z.object({ requests: z.array(withArchivedAttachments(expenseRequestSchema)) }),
  files: z.array(
    archivedAttachmentSchema.extend({
      attached_to: z.object({
        kind: z.enum(['leave_request', 'expense_request', 'certificate_request', 'correction_request']),
        id: z.number().int(),
      }),
      uploaded_at: instantSchema,
    }),
  ),
  emergency_contacts: z.array(emergencyContactSchema),
  mood: z.array(moodEntrySchema),
  photo: z.object({ path: archivePathSchema.nullable() }),
  sign_ins: z.object({
    two_factor_enabled: z.boolean(),
    sessions: z.array(signedInSessionSchema.omit({ current: true })),
    privacy_consent: archivedConsentSchema,
  }),
} satisfies Record<PrivacyCategory, z.ZodTypeAny>

/** A category's JSON file, `data/<category>.json`: its records and who accessed them (the access log's entries). */
export const archiveCategoryFileSchema = <C extends PrivacyCategory>(category: C) =>
  z.object({
    layout_version: z.literal(DATA_EXPORT_LAYOUT_VERSION),
    category: z.literal(category),
    records: archiveRecordSchemas[category],
    access_log: z.array(accessLogEntrySchema),
  })
export type ArchiveCategoryFile<C extends PrivacyCategory> = z.infer<ReturnType<typeof archiveCategoryFileSchema<C>>>

/** What a file of the archive is. */
export const archiveFileKinds = ['json', 'payslip_pdf', 'tax_certificate_pdf', 'attachment', 'photo'] as const

/** `manifest.json`: the layout's version, whose data it is, when it was made, and every other file in it. */
export const archiveManifestSchema = z.object({
  layout_version: z.literal(DATA_EXPORT_LAYOUT_VERSION),
  person: z.object({ id: z.number().int(), full_name: z.string(), email: z.string().email() }),
  generated_at: instantSchema,
  files: z.array(
    z.object({ path: archivePathSchema, category: privacyCategorySchema, kind: z.enum(archiveFileKinds) }),
  ),
})
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>

/** Where a category's JSON file sits in the archive. */
export const archiveCategoryPath = (category: PrivacyCategory) => `data/${category}.json`
export const ARCHIVE_MANIFEST_PATH = 'manifest.json'
