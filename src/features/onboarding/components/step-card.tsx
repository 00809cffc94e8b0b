import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { onboardingSteps, stepDescriptions, stepTitles, type OnboardingStep } from '../onboarding-steps'

export type StepCardProps = {
  step: OnboardingStep
  /** Only the step on screen shows; the others stay mounted, so Back and Next keep what was typed. */
  active: boolean
  /** The step's form. */
  children: ReactNode
}

/** The id of a step's heading, which takes focus when the step comes on screen. */
export const stepHeadingId = (step: OnboardingStep) => `onboarding-step-${step}`

/** One step: its place in the five, its heading and what it asks for, then its form. */
export function StepCard({ step, active, children }: StepCardProps) {
  const headingId = stepHeadingId(step)
  return (
    <Card role="region" aria-labelledby={headingId} hidden={!active}>
      <CardHeader>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          Step {onboardingSteps.indexOf(step) + 1} of {onboardingSteps.length}
        </p>
        <CardTitle asChild>
          <h2 id={headingId} tabIndex={-1} className="outline-none">
            {stepTitles[step]}
          </h2>
        </CardTitle>
        <CardDescription>{stepDescriptions[step]}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
