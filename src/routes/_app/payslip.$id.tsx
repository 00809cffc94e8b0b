import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { payslipQueryOptions } from '@/features/payslip/api/get-payslip'
import { PayslipDetailPage } from '@/features/payslip/payslip-detail-page'

/** A payslip's own page. Its id must be a positive whole number; another employee's answers 404. */
export const Route = createFileRoute('/_app/payslip/$id')({
  staticData: { title: 'Payslip Details' },
  // The page paints with its payslip. Reading it marks it viewed, so a preload (a hover) reads nothing.
  loader: ({ context, params, preload }) => {
    const id = payslipIdOf(params.id)
    if (id === null) throw notFound()
    return preload ? undefined : context.queryClient.ensureQueryData(payslipQueryOptions(id))
  },
  // The loader comes with the page's chunk: the /dashboard first load stays within its budget.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  component: PayslipDetailRoute,
})

/** The address's id as a payslip id, or null when it cannot be one. */
function payslipIdOf(param: string): number | null {
  const id = Number(param)
  return Number.isInteger(id) && id > 0 ? id : null
}

function PayslipDetailRoute() {
  const { id } = Route.useParams()
  return (
    <PayslipDetailPage
      id={Number(id)}
      backLink={
        <Link to="/payslip" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← All payslips
        </Link>
      }
    />
  )
}
