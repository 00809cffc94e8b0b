import type { AreaSeeder } from './context'

/**
 * Everyone seeded has acknowledged their company's first privacy notice, on the day their account began.
 * The personas keep the defaults, both choices off, so a demo shows a person opting in; three in four of
 * the generated colleagues share their mood with HR, so HR's figure has answers to count
 * (docs/product/privacy.md#consent-and-notices).
 */
export const seedPrivacyConsent: AreaSeeder = ({ db, personaIds }) => {
  const personas = new Set(Object.values(personaIds))
  for (const user of db.user.getAll()) {
    db.privacy_consent.create({
      user_id: user.id,
      notice_version: 1,
      acknowledged_at: user.created_at,
      share_mood_with_hr: !personas.has(user.id) && user.id % 4 !== 0,
      show_photo_to_colleagues: false,
    })
  }
}
