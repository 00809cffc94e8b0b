import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { correctionFieldOptions, labelOf, type CorrectionField } from '@contract/options'
import { cn } from '@/lib/cn'

/** Labelled values: one column on a phone, two from a tablet up unless `columns` says one (values that need the width). */
export function DetailList({ columns = 2, children }: { columns?: 1 | 2; children: ReactNode }) {
  return <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4', columns === 2 && 'sm:grid-cols-2')}>{children}</dl>
}

/**
 * A record only HR changes, with the way to ask: the corrections form, opened on this field
 * (docs/product/privacy.md#corrections).
 */
export function CorrectionLink({ field }: { field: CorrectionField }) {
  const name = labelOf(correctionFieldOptions, field)
  return (
    <Link
      to="/privacy/corrections"
      search={{ new: true, field }}
      aria-label={`Ask to correct your ${name.replace(/^[A-Z][a-z]+(?=\s|$)/, (word) => word.toLowerCase())}`}
      className="self-start text-xs font-medium text-brand-700 hover:underline"
    >
      Ask to correct
    </Link>
  )
}

/** One label and its value; a missing value says so instead of leaving a gap. */
export function Detail({
  label,
  correct,
  children,
}: {
  label: string
  /** A record only HR changes: the link to ask for its correction, beside the label. */
  correct?: CorrectionField
  children: ReactNode
}) {
  const missing = children === null || children === undefined || children === ''
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex flex-wrap items-baseline gap-x-2 text-xs font-medium text-slate-600">
        {label}
        {correct && <CorrectionLink field={correct} />}
      </dt>
      <dd className={cn('text-sm break-words', missing ? 'text-slate-500' : 'text-ink')}>
        {missing ? 'Not given' : children}
      </dd>
    </div>
  )
}

/** What a section says when HR has no records of that kind for the person yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-600">{children}</p>
}

/** Where editing is not offered: who changes these details instead. */
export function ContactHrNote({ children = 'Contact HR to change these.' }: { children?: ReactNode }) {
  return <p className="text-xs text-slate-600">{children}</p>
}
