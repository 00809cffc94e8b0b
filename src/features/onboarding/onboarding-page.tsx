import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { notify } from '@/lib/notify'
import { useAuth } from '@/session/use-auth'
import { useOnboarding } from './api/get-onboarding'
import { AccountSettingsStep } from './components/account-settings-step'
import { BankInformationStep } from './components/bank-information-step'
import { EmergencyContactsStep } from './components/emergency-contacts-step'
import { OnboardingFrame } from './components/onboarding-frame'
import { PersonalInfoStep } from './components/personal-info-step'
import { SocialBenefitsStep } from './components/social-benefits-step'
import { stepHeadingId } from './components/step-card'
import { StepIndicator } from './components/step-indicator'
import { firstUnfinishedStep, onboardingSteps } from './onboarding-steps'

/**
 * /onboard: the new hire's five steps. A visit starts at the first step the server has not saved,
 * from any device. Every step stays mounted and only the current one shows, so Back and Next never
 * lose what was typed (the photo chosen included); each step also keeps a draft (not passwords or
 * files) that outlives a forced logout. Next saves the step to its endpoint before moving on.
 */
export function OnboardingPage() {
  const progress = useOnboarding()
  const { user } = useAuth()
  const navigate = useNavigate()
  const [view, setView] = useState(() => ({ current: firstUnfinishedStep(progress), moved: false }))
  const { current } = view

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
      <PersonalInfoStep active={current === 'personal_info'} saved={saved} onSaved={next} />
      <EmergencyContactsStep
        active={current === 'emergency_contacts'}
        saved={progress.emergency_contacts}
        onBack={back}
        onSaved={next}
      />
      <BankInformationStep
        active={current === 'bank_information'}
        saved={progress.bank_accounts}
        accountName={legalName}
        onBack={back}
        onSaved={next}
      />
      <SocialBenefitsStep
        active={current === 'social_benefits'}
        saved={progress.social_benefits}
        onBack={back}
        onSaved={next}
      />
      <AccountSettingsStep
        active={current === 'account_settings'}
        email={user?.email ?? ''}
        onBack={back}
        onCompleted={(message) => {
          notify.success(message)
          void navigate({ to: '/dashboard', replace: true })
        }}
      />
    </OnboardingFrame>
  )
}
