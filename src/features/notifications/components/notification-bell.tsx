import { Suspense, useCallback, useId, useRef, useState } from 'react'
import { PopoverPlaceholder } from '@/components/ui/popover-placeholder'
import { lazyPart } from '@/lib/lazy-part'
import { useOnceIdle } from '@/lib/use-once-idle'
import { BellIcon } from './bell-icon'
import type { NotificationPanelProps } from './notification-panel'
import { notificationPanelClasses } from './notification-panel-classes'
import { NotificationPanelSkeleton } from './notification-panel-skeleton'
import type { UnreadWatcherProps } from './unread-watcher'

// Neither is on a page's first load (docs/decisions/0036-employee-first-load.md): the count is asked
// once the page is usable, and the panel brings Radix Popover with floating-ui. Exported for tests.
export const unreadWatcher = lazyPart<UnreadWatcherProps>(() => import('./unread-watcher').then((m) => m.UnreadWatcher))
export const notificationPanel = lazyPart<NotificationPanelProps>(() =>
  import('./notification-panel').then((m) => m.NotificationPanel),
)

/** The bell's name carries the count, which the badge shows only to the eye. */
export const bellLabel = (count: number | undefined) => (count ? `Notifications, ${count} unread` : 'Notifications')

/**
 * The header's bell: the unread count, and the panel of the latest notifications. The button is ours
 * and on the first load, never replaced; what it shows comes after: the count once the page is idle
 * (or at the first press), and the panel's code at the first hover, focus or press, its placeholder
 * holding its place meanwhile.
 */
export function NotificationBell() {
  const anchor = useRef<HTMLButtonElement>(null)
  const id = useId()
  const [count, setCount] = useState<number>()
  // The count is what the bell shows, not a prefetch, so it is asked once idle or at the first press. The panel's code
  // waits for a hover, focus or press: it is not within a page's fetch-ahead budget
  // (docs/decisions/0055-fetch-ahead-within-a-budget.md).
  const idle = useOnceIdle()
  const [pressed, setPressed] = useState(false)
  const watching = idle || pressed
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so a panel whose code is here opens without its placeholder.
  const [opened, setOpened] = useState(false)
  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        ref={anchor}
        type="button"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerEnter={notificationPanel.preload}
        onFocus={notificationPanel.preload}
        onClick={() => {
          setPressed(true)
          setOpened(true)
          setOpen(true)
        }}
        className="relative flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <BellIcon className="size-5" />
        {count ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {watching && (
        <Suspense fallback={null}>
          <unreadWatcher.Component onCount={setCount} />
        </Suspense>
      )}
      {opened && (
        <Suspense
          fallback={
            open && (
              <PopoverPlaceholder
                id={id}
                anchor={anchor}
                label="Notifications"
                className={notificationPanelClasses}
                collisionPadding={8}
                onClose={close}
              >
                <NotificationPanelSkeleton />
              </PopoverPlaceholder>
            )
          }
        >
          <notificationPanel.Component
            id={id}
            anchor={anchor}
            className={notificationPanelClasses}
            collisionPadding={8}
            open={open}
            onOpenChange={setOpen}
            anyUnread={(count ?? 0) > 0}
          />
        </Suspense>
      )}
    </>
  )
}
