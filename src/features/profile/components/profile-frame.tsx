import type { ReactNode } from 'react'
import { Page } from '@/components/ui/page'

/** The page's frame and heading, shared by its data, loading and error states. */
export function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <Page title="My Profile" width="narrow">
      {children}
    </Page>
  )
}
