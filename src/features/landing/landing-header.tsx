import { AccountButtons } from './account-buttons'
import type { LandingDialog } from './landing-dialog'
import { MobileMenu } from './mobile-menu'
import { SectionNav } from './section-nav'
import { useScrollSpy } from './use-scroll-spy'
import logoUrl from './empleo-logo.svg'

export type LandingHeaderProps = {
  onOpenDialog: (dialog: LandingDialog) => void
}

/**
 * The sticky header of docs/product/screens-and-routes.md#landing-page: logo, the section nav, and Login and Sign Up on
 * the right (a menu on small screens). It holds the active section itself, so a change of it re-renders the header
 * alone, not the page's sections.
 */
export function LandingHeader({ onOpenDialog }: LandingHeaderProps) {
  const { active, select: onSelectSection } = useScrollSpy()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-8 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          {/* The logo's alt text is in docs/product/screens-and-routes.md#landing-page; its size is fixed so
              nothing shifts as it decodes. */}
          <img src={logoUrl} alt="Your Company" width={32} height={32} className="size-8" />
          <span className="text-lg font-bold tracking-tight text-ink">Empleo</span>
        </div>
        <nav aria-label="Sections" className="hidden md:block">
          <SectionNav active={active} onSelect={onSelectSection} className="flex gap-1" />
        </nav>
        <AccountButtons onOpenDialog={onOpenDialog} className="ml-auto hidden gap-2 md:flex" />
        <div className="ml-auto md:hidden">
          <MobileMenu active={active} onSelectSection={onSelectSection} onOpenDialog={onOpenDialog} />
        </div>
      </div>
    </header>
  )
}
