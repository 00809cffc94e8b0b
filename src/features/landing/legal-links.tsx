import { lazy, Suspense, useState } from 'react'
import type { LegalDocument } from '@/components/legal/legal-dialog'

// The dialog (Radix, Button) and the texts load when a link is first used: a footer link must not
// add to the landing page's first load (docs/decisions/0006-landing-first-load-budget.md).
const LegalLink = lazy(() =>
  import('@/components/legal/legal-dialog').then((module) => ({ default: module.LegalLink })),
)

const LINK_CLASS =
  'cursor-pointer underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600'

const LINKS: { document: LegalDocument; label: string }[] = [
  { document: 'terms', label: 'Terms and Conditions' },
  { document: 'privacy', label: 'Privacy Policy' },
]

/** The footer's Terms and Privacy links; the same dialogs the sign-up step opens. */
export function LegalLinks() {
  return (
    <ul className="flex gap-4">
      {LINKS.map((link) => (
        <li key={link.document}>
          <FooterLegalLink {...link} />
        </li>
      ))}
    </ul>
  )
}

function FooterLegalLink({ document, label }: { document: LegalDocument; label: string }) {
  const [used, setUsed] = useState(false)
  const plain = (
    <button type="button" className={LINK_CLASS} onClick={() => setUsed(true)}>
      {label}
    </button>
  )
  if (!used) return plain
  // Opened on arrival, as the click asked; from then on the loaded link is its dialog's trigger.
  return (
    <Suspense fallback={plain}>
      <LegalLink document={document} defaultOpen className={LINK_CLASS}>
        {label}
      </LegalLink>
    </Suspense>
  )
}
