import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { NotificationsSection } from './notifications-section'
import { notificationPreferencesKey, signedInForStory, storyNotificationPreferences } from './story-fixtures'

/**
 * Notifications on Account Settings: the table of topics by channel, and this device's control, which
 * shows the state of the browser the story runs in (a mock build's: the permission alone).
 */
const meta = {
  title: 'Account settings/Notifications',
  component: NotificationsSection,
  parameters: { layout: 'padded' },
  beforeEach: signedInForStory(),
  args: { userId: 1 },
  decorators: [withQueryStates([{ key: notificationPreferencesKey, data: storyNotificationPreferences }])],
  render: (args) => (
    <div className="max-w-3xl">
      <NotificationsSection {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationsSection>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}

/** A phone's width: the topics wrap beside the three columns of checkboxes. */
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }

export const Loading: Story = {
  decorators: [withQueryStates([{ key: notificationPreferencesKey, pending: true }])],
}

export const CouldNotLoad: Story = {
  decorators: [
    withQueryStates([
      {
        key: notificationPreferencesKey,
        error: new ApiError({ status: 503, message: 'Service unavailable.' }),
      },
    ]),
  ],
}
