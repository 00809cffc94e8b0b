import type { ReactNode } from 'react'
import { labelOf } from '@contract/options'
import type { DataTouch, HeldCategory } from '@contract/privacy-categories'
import { privacyCategoryOptions } from '@contract/privacy-options'
import { actorWords } from '@/components/privacy/actor-words'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime } from '@/lib/dates'

/**
 * One category of the person's data, in the company's words: what it covers, where it came from, why and
 * on what basis, who receives it, how long it is kept, and who last accessed and changed it, and when.
 */
export function HeldCategoryCard({ held }: { held: HeldCategory }) {
  const headingId = `held-${held.category}`
  return (
    <Card asChild>
      <li aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>{labelOf(privacyCategoryOptions, held.category)}</h2>
          </CardTitle>
          <CardDescription>{held.covers.join(', ')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {held.note && (
            <p className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-ink">{held.note}</p>
          )}
          <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr] sm:gap-x-6">
            <Detail term="Where it came from">{held.source}</Detail>
            <Detail term="Why">{held.purpose}</Detail>
            <Detail term="Legal basis">
              <Lines items={held.legal_bases} />
            </Detail>
            <Detail term="Who receives it">
              {held.recipients.length > 0 ? <Lines items={held.recipients} /> : 'No one outside the company'}
            </Detail>
            <Detail term="How long it is kept">
              <span className="font-medium text-ink">{held.retention.period}.</span> {held.retention.reason}
            </Detail>
            <Detail term="Last accessed">
              <Touch touch={held.last_accessed} />
            </Detail>
            <Detail term="Last changed">
              <Touch touch={held.last_changed} />
            </Detail>
          </dl>
        </CardContent>
      </li>
    </Card>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:contents">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  )
}

function Lines({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Touch({ touch }: { touch: DataTouch | null }) {
  if (!touch) return <>Never</>
  return (
    <>
      {formatDateTime(touch.at)}, by {actorWords(touch.by)}
    </>
  )
}
