import type { TaxCertificate, TaxCertificateList } from '@contract/payslip'

/**
 * Maria Santos's BIR Form 2316 for 2025, as the mock sums her six 2025 payslips
 * (mocks/handlers/tax-certificates.test.ts has the same figures worked by hand).
 */
export const storyTaxCertificate: TaxCertificate = {
  year: 2025,
  available_from: '2026-01-02',
  employer: 'Bayanihan Tech Solutions Inc.',
  period_from: '2025-10-01',
  period_to: '2025-12-31',
  employee: {
    name: 'SANTOS, Maria Lim',
    tin: '519037010',
    address: '77 Sampaguita Street, Barangay San Isidro, Taguig City, 1630 Metro Manila',
    employee_no: 'BTS-2025-0001',
  },
  employer_tin: '009123456000',
  employer_address: '28th Floor, One World Place, 32nd Street, Bonifacio Global City, Taguig City, 1634 Metro Manila',
  summary: {
    gross_compensation: 198_781.03,
    non_taxable_compensation: 30_862.5,
    taxable_compensation: 167_918.53,
    tax_due: 0,
    tax_withheld: 0,
    year_end_adjustment: -19_208.31,
  },
  non_taxable: {
    thirteenth_month_and_other_benefits: 14_625,
    de_minimis: 6_000,
    contributions: { sss: 5_250, philhealth: 4_387.5, pagibig: 600, total: 10_237.5 },
    total: 30_862.5,
  },
  taxable: {
    basic_salary: 165_262.5,
    holiday_pay: 0,
    overtime_pay: 2_521.55,
    night_differential: 134.48,
    thirteenth_month_excess: 0,
    other: 0,
    total: 167_918.53,
  },
  payslip_count: 6,
}

export const storyTaxCertificates: TaxCertificateList = {
  certificates: [
    {
      year: 2025,
      available_from: '2026-01-02',
      employer: 'Bayanihan Tech Solutions Inc.',
      period_from: '2025-10-01',
      period_to: '2025-12-31',
    },
  ],
  upcoming: { year: 2026, available_by: '2027-01-31' },
}
