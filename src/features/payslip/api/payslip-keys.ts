/** The payslip feature's query keys: `payslipKeys.all` invalidates everything it caches. */
export const payslipKeys = {
  all: ['payslip'] as const,
  unviewedCount: () => [...payslipKeys.all, 'unviewed-count'] as const,
}
