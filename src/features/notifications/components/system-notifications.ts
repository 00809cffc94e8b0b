import type { Notification } from '@contract/notifications'

/**
 * Demo builds only (imported behind a literal `VITE_API_MODE` test): the mock sends no push, so a new
 * notification found by the poll shows as the system's own notification, for a presenter to show it
 * offline. Only where the person has allowed notifications already; asking is Account Settings' job.
 */
export function showSystemNotifications(
  arrived: readonly Notification[],
  open: (notification: Notification) => void,
): void {
  if (typeof window.Notification !== 'function' || window.Notification.permission !== 'granted') return
  for (const notification of arrived) {
    // Tagged by id: the same notification shown again replaces itself rather than stacking.
    const shown = new window.Notification(notification.title, {
      body: notification.body,
      tag: `empleo-${notification.id}`,
    })
    shown.onclick = () => {
      window.focus()
      shown.close()
      open(notification)
    }
  }
}
