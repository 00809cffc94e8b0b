import type { ReactNode } from 'react'

/**
 * How wide a page's column is: `narrow` for a column of forms and records (settings, profile,
 * onboarding), `medium` for a document (a payslip), `wide` for lists and dashboards.
 */
export const pageWidths = {
  narrow: 'max-w-3xl',
  medium: 'max-w-4xl',
  wide: 'max-w-7xl',
} as const

export type PageWidth = keyof typeof pageWidths

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode
  /** Under the title: what the page is for, or what it shows (a date, a greeting). */
  description?: ReactNode
  /** Beside the title: what the page's main button does ('Request leave'), or a document's actions. */
  actions?: ReactNode
  /** For a region the title names (`aria-labelledby`). */
  titleId?: string
}

/** A page's title with its description and actions. `Page` renders it; a page whose title sits inside a part of it (a payslip's print area) renders it there. */
export function PageHeader({ title, description, actions, titleId }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        {description !== undefined && <div className="flex flex-col gap-1 text-sm text-slate-600">{description}</div>}
      </div>
      {actions}
    </div>
  )
}

export type PageProps = Partial<PageHeaderProps> & {
  width?: PageWidth
  children: ReactNode
}

/**
 * An employee page: its `<main>` (the shell around it has none), one padding for every page, a
 * width from `pageWidths`, and its header. Leave `title` out only where the page renders its own
 * `PageHeader` inside.
 */
export function Page({ title, description, actions, titleId, width = 'wide', children }: PageProps) {
  return (
    <main className={`mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8 ${pageWidths[width]}`}>
      {title !== undefined && (
        <PageHeader title={title} description={description} actions={actions} titleId={titleId} />
      )}
      {children}
    </main>
  )
}
