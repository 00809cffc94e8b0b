import { labelOf, requestStatusOptions } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { Badge, type BadgeProps } from './badge'

export type StatusBadgeProps = Omit<BadgeProps, 'color' | 'width' | 'padding' | 'children'> & { status: RequestStatus }

/**
 * A leave or expense request's status as every list, card and timeline shows it: the contract's label
 * in the status's colour, 70 px wide, or 120 px for 'For Cancellation', which does not fit
 * (docs/product/limits.md#badges).
 */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge color={status} width={status === 'for_cancellation' ? 'wide' : 'default'} padding="tight" {...props}>
      {labelOf(requestStatusOptions, status)}
    </Badge>
  )
}
