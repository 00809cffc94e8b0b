import type { ComponentProps } from 'react'

/** The typography of the legal documents, shared so both read alike. */
export const LegalSection = ({ title, children }: { title: string } & ComponentProps<'section'>) => (
  <section className="space-y-2">
    <h3 className="text-base font-semibold text-ink">{title}</h3>
    {children}
  </section>
)

export const LegalParagraph = (props: ComponentProps<'p'>) => (
  <p className="text-sm leading-relaxed text-slate-700" {...props} />
)

export const LegalList = (props: ComponentProps<'ul'>) => (
  <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700" {...props} />
)

export const LegalBody = (props: ComponentProps<'div'>) => <div className="space-y-5" {...props} />
