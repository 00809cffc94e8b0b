import { features } from './landing-content'
import { featureIcons } from './landing-icons'
import { LandingSection } from './landing-section'

/** Features: 'What We Offer', the six features of docs/product/README.md#marketing-features. */
export function FeaturesSection() {
  return (
    <LandingSection id="features" labelledBy="features-title">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-ink">
          What We Offer
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
          Everything a Philippine startup needs to run HR properly, from the first hire to the two-hundredth.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, title, description }) => {
            const FeatureIcon = featureIcons[key]
            return (
              <li key={key} className="rounded-xl border border-slate-200 p-6">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <FeatureIcon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{description}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </LandingSection>
  )
}
