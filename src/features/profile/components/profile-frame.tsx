import type { ReactNode } from 'react'

/** The page's frame and heading, shared by its data, loading and error states. */
export function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-ink">My Profile</h1>
      {children}
    </main>
  )
}
