import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page, PageHeader, type PageWidth } from '@/components/ui/page'

export type PrivacySectionPageProps = {
  title: string
  description: ReactNode
  /** Beside the title: the page's main button (a request page's file button). */
  actions?: ReactNode
  /** Narrow by default; a section with a table takes the wide page. */
  width?: PageWidth
  children: ReactNode
}

/** A section of the privacy centre (docs/product/privacy.md): its page, with the way back to /privacy above the title. */
export function PrivacySectionPage({
  title,
  description,
  actions,
  width = 'narrow',
  children,
}: PrivacySectionPageProps) {
  return (
    <Page width={width}>
      <div className="flex flex-col gap-2">
        <Link to="/privacy" className="self-start text-sm font-medium text-brand-700 hover:underline">
          ← Privacy
        </Link>
        <PageHeader title={title} description={description} actions={actions} />
      </div>
      {children}
    </Page>
  )
}
