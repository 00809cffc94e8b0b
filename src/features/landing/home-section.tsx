import { buttonVariants } from '@/components/ui/button-variants'
import { CheckIcon } from '@/components/ui/icons'
import { LandingSection } from './landing-section'

const promises = ['DOLE-compliant leave', 'SSS, PhilHealth, Pag-IBIG and BIR ready', 'Data Privacy Act of 2012 aware']

/**
 * Home: the headline and the first call to sign up (docs/product/screens-and-routes.md#landing-page). Its text is the
 * page's largest paint.
 */
export function HomeSection({ onSignUp }: { onSignUp: () => void }) {
  return (
    <LandingSection id="home" labelledBy="home-title" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24">
        <h1 id="home-title" className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
          HR made simple for growing Philippine businesses
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-700">
          Empleo keeps employee records, leave, payslips and requests in one place, with government contributions and
          labor rules handled, so you can spend less time on paperwork and more on your people.
        </p>
        <button
          type="button"
          className={buttonVariants({ color: 'blue', size: 'lg', className: 'mt-8' })}
          onClick={onSignUp}
        >
          Try it, Free!
        </button>
        <ul className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <CheckIcon className="size-4 text-green-700" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  )
}
