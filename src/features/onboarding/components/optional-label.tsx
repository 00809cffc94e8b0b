import type { ReactNode } from 'react'

/** A field's label that says the field may stay empty. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-slate-600">(optional)</span>
    </>
  )
}
