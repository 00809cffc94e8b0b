import { cn } from '@/lib/cn'
import { maskForDisplay, phNumberFormats, visibleEnding, type PhNumberKind } from './ph-number-formats'

export type MaskedNumberProps = { kind: PhNumberKind; value: string; className?: string }

/**
 * A personal number shown for reading with all but its last four digits hidden (Data Privacy Act):
 * '•••-••6-789'. Screen readers hear 'TIN ending in 6789' rather than a row of bullets.
 */
export function MaskedNumber({ kind, value, className }: MaskedNumberProps) {
  return (
    <span className={cn('font-mono tabular-nums', className)}>
      <span aria-hidden="true">{maskForDisplay(kind, value)}</span>
      <span className="sr-only">
        {phNumberFormats[kind].name} {visibleEnding(kind, value)}
      </span>
    </span>
  )
}
