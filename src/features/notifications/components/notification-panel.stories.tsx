import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, screen } from 'storybook/test'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { latestNotificationsQuery } from '../api/get-notifications'
import { notificationKeys } from '../api/notification-keys'
import { storyNotifications } from '../testing/notification-fixtures'
import { BellIcon } from './bell-icon'
import { NotificationPanel } from './notification-panel'
import { notificationPanelClasses } from './notification-panel-classes'

const latestKey = notificationKeys.list(latestNotificationsQuery)
const meta4 = { current_page: 1, last_page: 1, per_page: 5, total: 4, from: 1, to: 4 }
const none = { current_page: 1, last_page: 1, per_page: 5, total: 0, from: null, to: null }

/** The bell's part, played by state: the button the panel hangs from, and whether it is open. */
function NotificationPanelStory({ anyUnread }: { anyUnread: boolean }) {
  const anchor = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(true)
  return (
    <div className="flex w-[28rem] justify-end">
      <button
        ref={anchor}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
      >
        <BellIcon className="size-5" />
      </button>
      <NotificationPanel
        id="notification-panel"
        anchor={anchor}
        className={notificationPanelClasses}
        collisionPadding={8}
        open={open}
        onOpenChange={setOpen}
        anyUnread={anyUnread}
      />
    </div>
  )
}

/** The header bell's panel: the latest notifications, the unread marked in words, Mark all as read and See all. */
const meta = {
  title: 'Notifications/NotificationPanel',
  component: NotificationPanelStory,
  parameters: { layout: 'padded' },
  args: { anyUnread: true },
} satisfies Meta<typeof NotificationPanelStory>

export default meta
type Story = StoryObj<typeof meta>

export const WithNotifications: Story = {
  decorators: [withQueryStates([{ key: latestKey, data: { data: storyNotifications, meta: meta4 } }])],
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    await expect(panel).toBeVisible()
  },
}

/** Placeholders until the answer comes. */
export const Loading: Story = {
  decorators: [withQueryStates([{ key: latestKey, pending: true }])],
}

/** Nothing yet: Mark all as read has nothing to do. */
export const Empty: Story = {
  args: { anyUnread: false },
  decorators: [withQueryStates([{ key: latestKey, data: { data: [], meta: none } }])],
}

/** Not loaded: it says so, with Retry. */
export const LoadFailed: Story = {
  decorators: [withQueryStates([{ key: latestKey, error: new Error('Something went wrong.') }])],
}
