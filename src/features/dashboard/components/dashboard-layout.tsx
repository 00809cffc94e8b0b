import type { ReactNode } from 'react'
import { DashboardHeader } from './dashboard-header'

/** The page around the cards, the same while loading, on failure and with data. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <DashboardHeader />
      {children}
    </main>
  )
}
