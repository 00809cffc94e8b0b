import type { ReactNode } from 'react'

/** The frame of the public sign-in pages: a card in the middle of the screen, with its heading. */
export function PublicPage({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-lg bg-white p-6 shadow-sm">
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {children}
      </div>
    </main>
  )
}
