import type { ReactNode } from 'react'
import { Page } from '@/components/ui/page'
import { DashboardGreeting } from './dashboard-greeting'

/** The page around the cards, the same while loading, on failure and with data. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Page title="Dashboard" description={<DashboardGreeting />}>
      {children}
    </Page>
  )
}
