import { useId, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CheckIcon } from '@/components/ui/icons'

export type ComingSoonPageProps = {
  title: string
  /** One sentence: what the page is for. */
  summary: ReactNode
  /** What the person will be able to do here. */
  plans: readonly string[]
  /** Where the way out leads; none on a page the person may not leave (onboarding). */
  backTo?: { href: string; label: string }
}

/**
 * A page of the portal whose screen has not shipped yet: its title, what it will do, and a way back,
 * so a person (or a demo audience) who opens it learns what is coming instead of meeting a dead end.
 */
export function ComingSoonPage({ title, summary, plans, backTo }: ComingSoonPageProps) {
  const headingId = useId()
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-1 text-slate-600">{summary}</p>
      <section
        aria-labelledby={headingId}
        className="mt-6 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-5 py-8 text-center sm:px-10"
      >
        <Badge color="blue" width="fit">
          Coming soon
        </Badge>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          This page is on its way
        </h2>
        <ul className="flex w-full max-w-md flex-col gap-2 text-left text-sm text-slate-700">
          {plans.map((plan) => (
            <li key={plan} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{plan}</span>
            </li>
          ))}
        </ul>
        {backTo && (
          <Button href={backTo.href} color="blue" variant="outline" className="mt-2">
            {backTo.label}
          </Button>
        )}
      </section>
    </main>
  )
}
