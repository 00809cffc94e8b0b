import { VENDOR } from './landing-content'
import { LegalLinks } from './legal-links'

/**
 * docs/product/screens-and-routes.md#landing-page: the footer names the vendor; it also links the terms and the privacy
 * policy.
 */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:px-6">
        <p>Product by {VENDOR}</p>
        <LegalLinks />
        <p>Made in the Philippines for Philippine businesses.</p>
      </div>
    </footer>
  )
}
