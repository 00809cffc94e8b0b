import type { Notification } from '@contract/notifications'
import { Badge } from '@/components/ui/badge'

/** 'Unread' or 'Read' in words, so an unread notification stands out by more than its colour. */
export function ReadStateBadge({ notification }: { notification: Pick<Notification, 'read_at'> }) {
  return notification.read_at === null ? <Badge color="blue">Unread</Badge> : <Badge>Read</Badge>
}
