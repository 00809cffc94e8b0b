import { Badge } from '@/components/ui/badge'
import { useKeptCount } from '@/lib/outbox/use-kept-count'

/**
 * How many of the person's requests wait on this phone to be sent (docs/product/offline.md#the-outbox),
 * in every tab as it changes; nothing when none. A polite live region, so a screen reader hears it change.
 */
export function KeptCountBadge() {
  const count = useKeptCount()
  return (
    <span aria-live="polite">
      {count > 0 ? (
        <Badge color="pending" width="fit">
          {count === 1 ? '1 waiting to send' : `${count} waiting to send`}
        </Badge>
      ) : null}
    </span>
  )
}
