import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { Page } from '@/components/ui/page'
import { privacySections, type PrivacySection } from './privacy-sections'

/**
 * /privacy, the privacy centre (docs/product/privacy.md): what the Data Privacy Act lets the person see
 * and do about their data, one section a page.
 */
export function PrivacyPage() {
  return (
    <Page
      title="Privacy"
      description="Your company keeps personal data about you to employ and pay you. Here you can see where your account is used and who has seen your data."
      width="narrow"
    >
      <nav aria-label="Privacy sections">
        <ul className="flex flex-col gap-3">
          {privacySections.map((section) => (
            <li key={section.href}>
              <SectionLink section={section} />
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  )
}

function SectionLink({ section }: { section: PrivacySection }) {
  const router = useRouter()
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void router.navigate({ href: section.href })
  }
  return (
    <a
      href={section.href}
      onClick={follow}
      className="hover:border-brand-300 flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xs hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="font-semibold text-ink">{section.title}</span>
      <span className="text-sm text-slate-700">{section.description}</span>
    </a>
  )
}
