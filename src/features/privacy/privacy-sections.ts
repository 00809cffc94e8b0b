/**
 * The sections of the privacy centre (docs/product/privacy.md), in the order /privacy lists them. A new
 * section is one entry here and its route under /privacy/.
 */
export type PrivacySection = {
  title: string
  /** One sentence: what the person finds or does there. */
  description: string
  /** Its page, under /privacy/. */
  href: `/privacy/${string}`
}

export const privacySections: readonly PrivacySection[] = [
  {
    title: 'What the company holds',
    description: 'Each kind of data about you: why it is kept, who receives it, for how long, and who last saw it.',
    href: '/privacy/data',
  },
  {
    title: 'Sessions and devices',
    description: 'Where your account is signed in, and signing out a device you no longer use.',
    href: '/privacy/sessions',
  },
  {
    title: 'Who saw my data',
    description: 'Every time someone other than you read or changed your records, and why.',
    href: '/privacy/activity',
  },
  {
    title: 'Download my data',
    description: 'A copy of everything the company holds about you, in one archive another system can read.',
    href: '/privacy/download',
  },
  {
    title: 'Corrections',
    description: 'Ask HR to correct your legal name, birthdate, civil status, government numbers or bank account.',
    href: '/privacy/corrections',
  },
  {
    title: 'Privacy notice',
    description: 'How your company processes your data, and the version you acknowledged.',
    href: '/privacy/notice',
  },
  {
    title: 'Your choices',
    description: 'Sharing your mood with HR, your photo on the leave calendar, and erasing optional data.',
    href: '/privacy/choices',
  },
]
