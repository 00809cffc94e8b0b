import { createFileRoute } from '@tanstack/react-router'
import { requireEmploymentType } from '@/session/guards'

/**
 * docs/product/screens-and-routes.md#employee-routes: regular and probationary employees (contract/access.ts). The list
 * (payslip.index.tsx) and a payslip's own page (payslip.$id.tsx) sit under this gate.
 */
export const Route = createFileRoute('/_app/payslip')({
  staticData: { title: 'Payslip' },
  beforeLoad: requireEmploymentType('payslip'),
})
