import type { ReactNode } from 'react'

/** The phone's drawer header, the same on the drawer and on what holds its place while it loads. */
export function NavDrawerHeader({ children }: { children: ReactNode }) {
  return <div className="flex h-14 items-center border-b border-slate-200 px-4 pr-14">{children}</div>
}

export const navDrawerTitleClasses = 'text-lg font-semibold text-ink'
