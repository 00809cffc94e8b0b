/**
 * The records a person cannot erase, and why: how long the law or the contract of employment keeps them
 * (docs/product/privacy.md#retention).
 */
export const retentionRules: readonly { record: string; kept: string; law: string }[] = [
  {
    record: 'Payslips and pay records',
    kept: '10 years',
    law: 'National Internal Revenue Code, Sec. 235 and Revenue Regulations No. 17-2013',
  },
  {
    record: 'BIR Form 2316 and tax records',
    kept: '10 years',
    law: 'National Internal Revenue Code, Sec. 235 and Revenue Regulations No. 17-2013',
  },
  {
    record: 'Employment, leave and time records',
    kept: '3 years from the last entry',
    law: 'Labor Code, Art. 306, and its implementing rules, Book III, Rule X, Sec. 12',
  },
  {
    record: 'Government numbers and contributions',
    kept: '10 years, as the pay records they support',
    law: 'National Internal Revenue Code, Sec. 235 and Revenue Regulations No. 17-2013',
  },
  {
    record: 'Expense claims and receipts',
    kept: '10 years',
    law: 'National Internal Revenue Code, Sec. 235 (the books they support)',
  },
]
