import { nullable } from '@mswjs/data'
import { autoIncrement } from '../sequence'

/**
 * The company's privacy notices and each person's acknowledgement and choices
 * (docs/product/privacy.md#consent-and-notices). A company without a notice row has its first notice,
 * version 1, from the day it was created; a person without a consent row has acknowledged nothing and
 * chosen nothing.
 */
export const privacyModels = {
  privacy_notice: {
    id: autoIncrement('privacy_notice'),
    company_id: Number,
    version: Number,
    published_at: String,
  },

  privacy_consent: {
    id: autoIncrement('privacy_consent'),
    user_id: Number,
    notice_version: nullable<number>(() => null),
    acknowledged_at: nullable<string>(() => null),
    /** Opt-in: consent to a purpose beyond the employment is given, never assumed (RA 10173 Sec. 3(b)). */
    share_mood_with_hr: Boolean,
    show_photo_to_colleagues: Boolean,
  },
}
