import type { contract } from '../index'

/** One tag per resource router of the contract, in the order a reader meets them. */
export const tags = {
  signup: { name: 'Sign-up', description: 'A company signs up: e-mail check, the admin account, then the company.' },
  auth: { name: 'Sessions', description: 'Log in (with two-factor when on), refresh, log out and reset a password.' },
  switchAccount: { name: 'Admin hand-off', description: 'An administrator moves to the admin application.' },
  twoFactor: { name: 'Two-factor', description: 'Authenticator-app codes and recovery codes.' },
  sessions: {
    name: 'Sessions and devices',
    description: "The employee's signed-in sessions, and signing out one or all the others.",
  },
  profile: { name: 'Profile', description: "The signed-in employee's records, photo and password." },
  onboarding: { name: 'Onboarding', description: 'The five onboarding steps, each saved on its own.' },
  dashboard: { name: 'Dashboard', description: 'What the home page shows.' },
  mood: { name: 'Mood', description: 'How the employee feels today, once a day.' },
  leave: { name: 'Leave', description: 'Leave requests, balances, holidays and the team calendar.' },
  expense: { name: 'Expense requests', description: 'Training, items and other costs the company pays for.' },
  certificate: {
    name: 'Certificate of employment requests',
    description: 'A signed letter that the employee works here, for a loan, a visa or a new employer.',
  },
  correction: {
    name: 'Correction requests',
    description: 'The employee asks HR to correct a record they cannot change themselves: a name, a number.',
  },
  payslip: { name: 'Payslips', description: 'Published payslips and their PDFs.' },
  files: { name: 'Files', description: 'Stored attachments and photos, by signed URL.' },
  notifications: {
    name: 'Notifications',
    description: 'What the employee is told in the app, by e-mail and as a push, and their preferences.',
  },
  accessLog: { name: 'Access log', description: "Who read or changed the employee's data, and why." },
  privacyCategories: {
    name: 'What the company holds',
    description:
      "Each category of the employee's data: its source, purpose, legal basis, recipients, retention and last access.",
  },
  dataExport: {
    name: 'Download my data',
    description:
      "A copy of all the employee's data in one archive, prepared in the background, downloaded for 24 hours.",
  },
  privacyConsent: {
    name: 'Consent and notices',
    description: 'The privacy notice acknowledged, the choices about optional processing, and erasing optional data.',
  },
} as const satisfies Record<keyof typeof contract, { name: string; description: string }>
