import { buttonVariants } from '@/components/ui/button-variants'
import { CheckIcon } from '@/components/ui/icons'
// The module, not the '@/lib/format' barrel: the landing page has room for the one formatter it shows.
import { formatWholePeso } from '@/lib/format/money'
import { plans, type Plan } from './landing-content'
import { LandingSection } from './landing-section'

function PlanCard({ name, price, audience, includes, featured = false }: Plan) {
  return (
    <li
      className={`relative rounded-xl border bg-white p-6 ${featured ? 'border-brand-600 shadow-lg ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      {featured && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          Most popular
        </p>
      )}
      <h3 className="text-lg font-semibold text-ink">{name}</h3>
      <p className="mt-1 text-sm text-slate-700">{audience}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatWholePeso(price)}</span>{' '}
        <span className="text-sm text-slate-700">per employee a month</span>
      </p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {includes.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * Pricing: plans in pesos and the 'Start Free Trial' call to action (docs/product/screens-and-routes.md#landing-page).
 */
export function PricingSection({ onSignUp }: { onSignUp: () => void }) {
  return (
    <LandingSection id="pricing" labelledBy="pricing-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          Simple pricing in pesos
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
          Pay only for the employees you have. Prices exclude 12% VAT; every plan includes two-factor sign-in and
          unlimited HR admins.
        </p>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} {...plan} />
          ))}
        </ul>
        <div className="mt-12 text-center">
          <button type="button" className={buttonVariants({ color: 'blue', size: 'lg' })} onClick={onSignUp}>
            Start Free Trial
          </button>
          <p className="mt-3 text-sm text-slate-700">
            30 days free on any plan, no credit card needed. Cancel with 45 days' notice and take your data with you.
          </p>
        </div>
      </div>
    </LandingSection>
  )
}
