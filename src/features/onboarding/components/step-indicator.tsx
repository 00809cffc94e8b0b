import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import { onboardingSteps, stepTitles, type OnboardingStep } from '../onboarding-steps'

export type StepIndicatorProps = {
  current: OnboardingStep
  /** The steps the server has saved (GET /onboarding). */
  completed: readonly OnboardingStep[]
}

/**
 * The five steps in order, each saying whether it is done; the one on screen is the list's
 * aria-current="step". On a phone only the numbered circles show (the step's own heading says
 * which it is); the names and states stay for screen readers.
 */
export function StepIndicator({ current, completed }: StepIndicatorProps) {
  return (
    <ol aria-label="Onboarding steps" className="flex items-start gap-2 sm:gap-3">
      {onboardingSteps.map((step, index) => {
        const done = completed.includes(step)
        const isCurrent = step === current
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center sm:items-start sm:text-left"
          >
            <span className="flex w-full items-center gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-green-700 bg-green-700 text-white',
                  !done && isCurrent && 'border-brand-600 bg-white text-brand-700',
                  !done && !isCurrent && 'border-slate-300 bg-white text-slate-600',
                  isCurrent && 'ring-2 ring-brand-600 ring-offset-2',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'h-0.5 flex-1 rounded-full',
                  index === onboardingSteps.length - 1 ? 'invisible' : done ? 'bg-green-700' : 'bg-slate-200',
                )}
              />
            </span>
            <span className="sr-only text-sm font-medium text-ink sm:not-sr-only">{stepTitles[step]}</span>
            <span className={cn('sr-only text-xs sm:not-sr-only', done ? 'text-green-800' : 'text-slate-600')}>
              <span className="sr-only">, </span>
              {done ? 'Done' : isCurrent ? 'In progress' : 'To do'}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
