import type { ReactNode } from 'react'

/** The cards' grid: one column on a phone, two on a tablet, three on a laptop. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
}
