import type { ReactNode } from 'react'

/** The page's frame and heading, shared by the wizard, its loading and its error states. */
export function OnboardingFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">Onboarding</h1>
        <p className="text-sm text-slate-700">
          Welcome aboard! Five short steps set up your employee record. Each is saved when you press Next, so you can
          stop and come back on any device.
        </p>
      </div>
      {children}
    </main>
  )
}
