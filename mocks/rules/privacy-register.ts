import type { HeldCategory } from '@contract/privacy-categories'
import type { PrivacyCategory } from '@contract/privacy-values'

/**
 * The company's register of what it holds about each employee, one entry per privacy category: what it
 * covers, where it comes from, why and on what legal basis, who receives it, and how long it is kept. A
 * real server keeps this as the company's own words; the retention periods and their laws are set in
 * docs/product/privacy.md#retention. No entry names a confidential leave type: that is for the person's
 * own note only (docs/decisions/0047-confidential-leave.md).
 */
export type RegisterEntry = Omit<HeldCategory, 'category' | 'note' | 'last_accessed' | 'last_changed'>

const CONTRACT = 'Your contract of employment (Data Privacy Act, Sec. 12(b))'
const LABOR_CODE = 'The Labor Code of the Philippines (Data Privacy Act, Sec. 12(c))'
const TAX_CODE =
  'The National Internal Revenue Code: withholding tax and the BIR Form 2316 (Data Privacy Act, Sec. 12(c))'
const SSS_LAW = 'The Social Security Act of 2018 (RA 11199)'
const PHILHEALTH_LAW = 'The Universal Health Care Act (RA 11223)'
const PAGIBIG_LAW = 'The Home Development Mutual Fund Law of 2009 (RA 9679)'
const CONSENT = 'Your consent, which you may withdraw (Data Privacy Act, Sec. 12(a) and 13(a))'

const AGENCIES = ['BIR', 'SSS', 'PhilHealth', 'Pag-IBIG']

const TAX_YEARS = {
  period: '10 years after the tax year it belongs to',
  reason:
    'It is part of the payroll and tax records. The BIR may assess a false or fraudulent return up to 10 years after finding it (NIRC Sec. 222(a)), and NIRC Sec. 235, as amended, requires the books and the records behind them to be kept.',
}
const LABOR_YEARS = {
  period: '3 years after its last entry',
  reason:
    "The Labor Code's implementing rules keep employment records 3 years from their last entry (Book III, Rule X, Sec. 12), the same 3 years a money claim may be filed (Labor Code, Art. 306).",
}

export const privacyRegister: Record<PrivacyCategory, RegisterEntry> = {
  identity: {
    covers: ['Legal name', 'Birthdate', 'Gender', 'Civil status'],
    source: 'You gave it at onboarding; HR corrects it from your documents.',
    purpose: 'To employ you under your legal name and to report you correctly to the government agencies.',
    legal_bases: [CONTRACT, TAX_CODE, SSS_LAW, PHILHEALTH_LAW, PAGIBIG_LAW],
    recipients: AGENCIES,
    retention: TAX_YEARS,
  },
  contact: {
    covers: ['Home address', 'Mobile number', 'Sign-in e-mail', 'Other e-mail'],
    source: 'You gave it at onboarding and in your profile.',
    purpose: 'To reach you about your work, your pay and your requests.',
    legal_bases: [CONTRACT],
    recipients: [],
    retention: {
      period: 'While you work here, and 3 years after you leave',
      reason:
        'To reach you about your final pay, your certificate of employment and your BIR Form 2316, for as long as a money claim may be filed (Labor Code, Art. 306).',
    },
  },
  government_numbers: {
    covers: ['TIN', 'SSS number', 'PhilHealth PIN', 'Pag-IBIG MID'],
    source: 'You gave them at onboarding, from your government IDs.',
    purpose: 'To withhold your income tax and remit your contributions under your own numbers.',
    legal_bases: [
      TAX_CODE,
      SSS_LAW,
      PHILHEALTH_LAW,
      PAGIBIG_LAW,
      'Government-issued numbers are sensitive personal information, processed because these laws require it (Data Privacy Act, Sec. 13(b))',
    ],
    recipients: AGENCIES,
    retention: TAX_YEARS,
  },
  bank: {
    covers: ['Bank name', 'Account name', 'Account number', 'Which account is primary'],
    source: 'You gave it at onboarding.',
    purpose: 'To send your salary to your account.',
    legal_bases: [CONTRACT],
    recipients: ['The payroll bank'],
    retention: {
      period: 'Until your final pay is sent; each payment made to it stays with the pay records',
      reason:
        'It is needed only to pay you. A payment already made is part of the payroll records, kept as long as your pay.',
    },
  },
  employment: {
    covers: ['Employee number', 'Position and department', 'Employment type', 'Hire date', 'Last day', 'Salary'],
    source: "HR, from your contract and the company's records.",
    purpose: 'To employ you: your position, your pay, your leave and your certificates of employment.',
    legal_bases: [CONTRACT, LABOR_CODE, TAX_CODE],
    recipients: AGENCIES,
    retention: TAX_YEARS,
  },
  pay: {
    covers: [
      'Payslips',
      'Earnings and deductions',
      'Contributions',
      'Withholding tax',
      'BIR Form 2316',
      '13th-month pay',
    ],
    source: 'Payroll computes it from your salary, your leave and the contribution and tax tables.',
    purpose: 'To pay you, withhold your tax and remit your contributions, as the law requires.',
    legal_bases: [CONTRACT, LABOR_CODE, TAX_CODE, SSS_LAW, PHILHEALTH_LAW, PAGIBIG_LAW],
    recipients: [...AGENCIES, 'The payroll bank'],
    retention: TAX_YEARS,
  },
  leave: {
    covers: ['Leave requests: type, dates, days and reason', 'Their decisions and history', 'Leave balances'],
    source: 'You, when you file a request; HR, when they decide it.',
    purpose: 'To give you the leave your contract and the law allow, and to pay you for it.',
    legal_bases: [
      CONTRACT,
      LABOR_CODE,
      'The leave laws named on each leave type',
      'Health details of a sick or maternity leave are sensitive personal information, processed because the law requires it (Data Privacy Act, Sec. 13(b))',
    ],
    recipients: ['SSS, for a sickness or maternity benefit'],
    retention: LABOR_YEARS,
  },
  expenses: {
    covers: ['Expense requests: type, item, amount, dates and description', 'Their decisions and history'],
    source: 'You, when you file a request; HR, when they decide it.',
    purpose: 'To pay back what you spent for the company.',
    legal_bases: [CONTRACT, TAX_CODE],
    recipients: [],
    retention: TAX_YEARS,
  },
  files: {
    covers: ['Documents attached to your requests'],
    source: 'You, when you attach a document to a request.',
    purpose: 'To prove what a request says, for HR to decide it.',
    legal_bases: [CONTRACT, LABOR_CODE],
    recipients: [],
    retention: {
      period: 'As long as the request it belongs to',
      reason: 'A document is kept with the record it proves: see Leave and Expenses.',
    },
  },
  emergency_contacts: {
    covers: ['Name', 'Mobile number', 'Relationship to you'],
    source: 'You gave them at onboarding.',
    purpose: 'To call someone for you in an emergency at work.',
    legal_bases: [CONTRACT],
    recipients: [],
    retention: {
      period: 'While you work here; erased when you leave',
      reason: 'They are needed only while you work here (Data Privacy Act, Sec. 11(e)).',
    },
  },
  mood: {
    covers: ['How you felt each day you answered'],
    source: 'You, when you answer how you feel.',
    purpose: 'To show you how you have felt over time.',
    legal_bases: [CONSENT],
    recipients: [],
    retention: {
      period: 'Until you erase it, and no longer than you work here',
      reason: 'It is optional and kept only for you (Data Privacy Act, Sec. 11(e)).',
    },
  },
  photo: {
    covers: ['Your profile photo'],
    source: 'You, when you upload one.',
    purpose: 'To show who you are in the app.',
    legal_bases: [CONSENT],
    recipients: [],
    retention: {
      period: 'Until you remove it, and no longer than you work here',
      reason: 'It is optional (Data Privacy Act, Sec. 11(e)).',
    },
  },
  sign_ins: {
    covers: ['Your password, kept hashed', 'Two-factor settings', 'Sign-ins: browser, place and time', 'Sessions'],
    source: 'You, and your browser each time you sign in.',
    purpose: 'To keep your account yours, and to show you where it is signed in.',
    legal_bases: [
      'Keeping your data secure (Data Privacy Act, Sec. 20)',
      "The company's legitimate interest in a secure account (Data Privacy Act, Sec. 12(f))",
    ],
    recipients: [],
    retention: {
      period: 'Sign-ins 1 year; the account while you work here',
      reason:
        "One year is the company's period to look into a misuse of your account (Data Privacy Act, Sec. 20). A session ends after 30 days.",
    },
  },
}
