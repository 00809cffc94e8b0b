import type { ReactNode } from 'react'
import { Page } from '@/components/ui/page'

/** The page's frame and heading, shared by the wizard, its loading and its error states. */
export function OnboardingFrame({ children }: { children: ReactNode }) {
  return (
    <Page
      title="Onboarding"
      width="narrow"
      description="Welcome aboard! Five short steps set up your employee record. Each is saved when you press Next, so you can stop and come back on any device."
    >
      {children}
    </Page>
  )
}
