import { useNavigate } from '@tanstack/react-router'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { notify } from '@/lib/notify'
import { fetchAheadWhenIdle } from '@/lib/when-idle'
import { useAuth } from '@/session/use-auth'
import { useOnboarding } from './api/get-onboarding'
import { laterSteps, stepsUpTo } from './components/later-steps'
import { OnboardingFrame } from './components/onboarding-frame'
import { PersonalInfoStep } from './components/personal-info-step'
import { StepCard, stepHeadingId } from './components/step-card'
import { StepIndicator } from './components/step-indicator'
import { firstUnfinishedStep, onboardingSteps, type OnboardingStep } from './onboarding-steps'

const EmergencyContactsStep = laterSteps.emergency_contacts.Component
const BankInformationStep = laterSteps.bank_information.Component
const SocialBenefitsStep = laterSteps.social_benefits.Component
const AccountSettingsStep = laterSteps.account_settings.Component

/**
 * /onboard: the new hire's five steps. A visit starts at the first step the server has not saved,
 * from any device. Every step stays mounted and only the current one shows, so Back and Next never
 * lose what was typed (the photo chosen included); each step also keeps a draft (not passwords or
 * files) that outlives a forced logout. Next saves the step to its endpoint before moving on.
 *
 * Steps 2 to 5 are lazy parts (components/later-steps.ts): every card is here at once, and the
 * forms of the steps after the first view mount once the page is idle (fetchAheadWhenIdle: not for a
 * person saving data or on 2G) or at the first move, never to unmount. The route's loader waits for
 * the forms of the first view and the steps before it, so a returning person's step shows whole, as it
 * did when every step came with the page.
 */
export function OnboardingPage() {
  const progress = useOnboarding()
  const { user } = useAuth()
  const navigate = useNavigate()
  const [view, setView] = useState(() => ({ current: firstUnfinishedStep(progress), moved: false }))
  const { current } = view
  const [opening] = useState(() => stepsUpTo(current))
  const [idle, setIdle] = useState(false)
  useEffect(() => fetchAheadWhenIdle(() => setIdle(true)), [])
  const mounted = (step: OnboardingStep) => idle || view.moved || opening.includes(step)
  const laterStep = { current, mounted, opening }

  // The step that comes on screen takes focus at its heading, so a screen reader hears where it is
  // and the page scrolls to its top; not on arrival, where focus starts at the page as usual.
  useEffect(() => {
    if (view.moved) document.getElementById(stepHeadingId(view.current))?.focus()
  }, [view])

  const move = (offset: number) =>
    setView(({ current: from }) => ({
      current: onboardingSteps[onboardingSteps.indexOf(from) + offset] ?? from,
      moved: true,
    }))
  const back = () => move(-1)
  const next = () => move(1)

  const saved = progress.personal_info
  const legalName = saved ? `${saved.first_name} ${saved.last_name}` : (user?.full_name ?? '')

  return (
    <OnboardingFrame>
      <StepIndicator current={current} completed={progress.completed_steps} />
      <StepCard step="personal_info" active={current === 'personal_info'}>
        <PersonalInfoStep saved={saved} onSaved={next} />
      </StepCard>
      <LaterStepCard step="emergency_contacts" {...laterStep}>
        <EmergencyContactsStep saved={progress.emergency_contacts} onBack={back} onSaved={next} />
      </LaterStepCard>
      <LaterStepCard step="bank_information" {...laterStep}>
        <BankInformationStep saved={progress.bank_accounts} accountName={legalName} onBack={back} onSaved={next} />
      </LaterStepCard>
      <LaterStepCard step="social_benefits" {...laterStep}>
        <SocialBenefitsStep saved={progress.social_benefits} onBack={back} onSaved={next} />
      </LaterStepCard>
      <LaterStepCard step="account_settings" {...laterStep}>
        <AccountSettingsStep
          email={user?.email ?? ''}
          onBack={back}
          onCompleted={(message) => {
            notify.success(message)
            void navigate({ to: '/dashboard', replace: true })
          }}
        />
      </LaterStepCard>
    </OnboardingFrame>
  )
}

type LaterStepCardProps = {
  step: OnboardingStep
  current: OnboardingStep
  mounted: (step: OnboardingStep) => boolean
  /** The steps the visit opened with. */
  opening: readonly OnboardingStep[]
  /** The step's form, a lazy part. */
  children: ReactNode
}

/**
 * A later step's card, on the page from the start, so its heading is there to take focus when the
 * step comes on screen; its form fills it once mounted, a skeleton holding its place while its code
 * is still on the way. A step the visit opened with has no skeleton of its own: the page waits for it.
 */
function LaterStepCard({ step, current, mounted, opening, children }: LaterStepCardProps) {
  return (
    <StepCard step={step} active={current === step}>
      {opening.includes(step) && children}
      {!opening.includes(step) && mounted(step) && (
        <Suspense
          fallback={
            <div role="status" className="flex flex-col gap-4">
              <span className="sr-only">Loading this step…</span>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
        >
          {children}
        </Suspense>
      )}
    </StepCard>
  )
}
