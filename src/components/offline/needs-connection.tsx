import { useId, type ReactNode } from 'react'
import { useNeedsConnection } from '@/lib/kept-answers/offline-as-of'

type ActionProps = { disabled: boolean; 'aria-describedby'?: string }

/**
 * An action that needs the server (docs/product/offline.md#reading-offline): while the page shows answers kept on
 * this phone for want of a line, it is disabled with its reason under it. Otherwise it renders as it is.
 */
export function NeedsConnection({ children }: { children: (props: ActionProps) => ReactNode }) {
  const reason = useNeedsConnection()
  const id = useId()
  if (reason === null) return children({ disabled: false })
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {children({ disabled: true, 'aria-describedby': id })}
      <span id={id} className="text-xs text-slate-600">
        {reason}
      </span>
    </span>
  )
}
