import { FeaturesSection } from './features-section'
import { HomeSection } from './home-section'
import type { LandingDialog } from './landing-dialog'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { PricingSection } from './pricing-section'
import { SignedOutNotice } from './signed-out-notice'
import { useHydrated } from './use-hydrated'

export type { LandingDialog } from './landing-dialog'

export type LandingPageProps = {
  /** Opens the login or sign-up dialog; whoever renders the page owns the dialogs (src/app/landing-with-dialogs.tsx). */
  onOpenDialog: (dialog: LandingDialog) => void
}

/**
 * The landing page of docs/product/screens-and-routes.md#landing-page, for guests at /. Two shells show it: the entry's
 * first-visit shell on a first visit, without the router, and the router's / route after a sign-out
 * (docs/decisions/0006-landing-first-load-budget.md). So it must not need the router, TanStack Query, zod or the API
 * client, and it leaves its dialogs to whoever renders it.
 */
export function LandingPage({ onOpenDialog }: LandingPageProps) {
  const openSignUp = () => onOpenDialog('signup')
  // The build's markup in index.html shows before the script runs, and its buttons do nothing until
  // React hydrates them: say so to assistive technology (and to Playwright, which waits), not by looks.
  const hydrated = useHydrated()
  return (
    <div className="flex min-h-dvh flex-col" aria-disabled={hydrated ? undefined : true}>
      <LandingHeader onOpenDialog={onOpenDialog} />
      <main className="flex-1">
        <SignedOutNotice />
        <HomeSection onSignUp={openSignUp} />
        <FeaturesSection />
        <PricingSection onSignUp={openSignUp} />
      </main>
      <LandingFooter />
    </div>
  )
}
