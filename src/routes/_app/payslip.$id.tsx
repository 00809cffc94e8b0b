import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { payslipQueryOptions } from '@/features/payslip/api/get-payslip'
import { PayslipDetailPage } from '@/features/payslip/payslip-detail-page'

/** A payslip's own page. Its id must be a positive whole number; another employee's answers 404. */
export const Route = createFileRoute('/_app/payslip/$id')({
  staticData: { title: 'Payslip Details' },
  params: {
    parse: ({ id }) => {
      const parsed = Number(id)
      if (!Number.isInteger(parsed) || parsed <= 0) throw notFound()
      return { id: parsed }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The page paints with its payslip. Reading it marks it viewed, so a preload (a hover) reads nothing.
  loader: ({ context, params, preload }) =>
    preload ? undefined : context.queryClient.ensureQueryData(payslipQueryOptions(params.id)),
  component: PayslipDetailRoute,
})

function PayslipDetailRoute() {
  const { id } = Route.useParams()
  return (
    <PayslipDetailPage
      id={id}
      backLink={
        <Link to="/payslip" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← All payslips
        </Link>
      }
    />
  )
}
