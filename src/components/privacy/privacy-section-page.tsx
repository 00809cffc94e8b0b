import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page, PageHeader } from '@/components/ui/page'

export type PrivacySectionPageProps = {
  title: string
  description: ReactNode
  children: ReactNode
}

/** A section of the privacy centre (docs/product/privacy.md): its page, with the way back to /privacy above the title. */
export function PrivacySectionPage({ title, description, children }: PrivacySectionPageProps) {
  return (
    <Page width="narrow">
      <div className="flex flex-col gap-2">
        <Link to="/privacy" className="self-start text-sm font-medium text-brand-700 hover:underline">
          ← Privacy
        </Link>
        <PageHeader title={title} description={description} />
      </div>
      {children}
    </Page>
  )
}
