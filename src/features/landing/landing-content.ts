// The landing page's words, kept apart from its layout. Statutory figures follow
// docs/product/philippines.md; change them there first.
import { PROVIDER_NAME } from '@/components/legal/legal-entity'

export type FeatureKey = 'records' | 'portal' | 'payslips' | 'requests' | 'leave' | 'mood'

/**
 * The six marketing features of docs/product/README.md#marketing-features, in the words of a Philippine business owner.
 */
export const features: readonly { key: FeatureKey; title: string; description: string }[] = [
  {
    key: 'records',
    title: 'Employee records management',
    description:
      'One secure file per employee: personal details, emergency contacts, bank accounts and SSS, PhilHealth, Pag-IBIG and TIN numbers, kept the way the Data Privacy Act of 2012 asks.',
  },
  {
    key: 'portal',
    title: 'Employee self-service portal',
    description:
      'Your people update their own details, file requests and see their payslips from any phone, instead of messaging HR at midnight. Two-factor sign-in keeps each account safe.',
  },
  {
    key: 'payslips',
    title: 'Payslip management',
    description:
      'Clear payslips showing basic pay, SSS, PhilHealth and Pag-IBIG contributions and BIR withholding tax, ready for every employee the day payroll is released.',
  },
  {
    key: 'requests',
    title: 'Requests management',
    description:
      'Training, equipment and other expense requests in pesos, with receipts attached, and a clear record of who approved what and when.',
  },
  {
    key: 'leave',
    title: 'Leave management',
    description:
      'Vacation, sick and emergency leave next to DOLE-compliant statutory leave: the 5-day service incentive leave, 105-day maternity leave and 7-day paternity leave, with Philippine holidays left out of the count.',
  },
  {
    key: 'mood',
    title: 'Mood meter',
    description:
      'A one-tap daily check-in that shows how the team is really doing, so you notice burnout before it turns into a resignation letter.',
  },
]

export type Plan = {
  name: string
  /** Pesos per employee per month, before VAT. */
  price: number
  audience: string
  includes: readonly string[]
  featured?: boolean
}

/** Priced per employee a month, sized to the company sizes sign-up offers (docs/product/records.md#sign-up-forms). */
export const plans: readonly Plan[] = [
  {
    name: 'Starter',
    price: 99,
    audience: 'For teams of 1 to 10',
    includes: ['Employee records and self-service portal', 'Leave requests and team leave calendar', 'Mood meter'],
  },
  {
    name: 'Growth',
    price: 179,
    audience: 'For teams of 11 to 50',
    includes: [
      'Everything in Starter',
      'Payslips with SSS, PhilHealth, Pag-IBIG and BIR deductions',
      'Expense and training requests',
    ],
    featured: true,
  },
  {
    name: 'Scale',
    price: 249,
    audience: 'For teams of 51 to 200',
    includes: [
      'Everything in Growth',
      'Guided onboarding of your employee records',
      'Priority support in English and Filipino',
    ],
  },
]

export const VENDOR = PROVIDER_NAME
