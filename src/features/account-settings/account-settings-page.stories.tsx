import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryStates } from '../../../.storybook/with-query-states'
import {
  notificationPreferencesKey,
  recoveryCodeStatusKey,
  signedInForStory,
  storyNotificationPreferences,
} from './components/story-fixtures'
import { AccountSettingsPage } from './account-settings-page'

/** /settings: the password, two-factor authentication and notifications. */
const meta = {
  title: 'Account settings/Page',
  component: AccountSettingsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withQueryStates([{ key: notificationPreferencesKey, data: storyNotificationPreferences }])],
} satisfies Meta<typeof AccountSettingsPage>

export default meta
type Story = StoryObj<typeof meta>

export const TwoFactorOff: Story = { beforeEach: signedInForStory() }

export const TwoFactorOn: Story = {
  beforeEach: signedInForStory({ is_2fa_enabled: true }),
  decorators: [
    withQueryStates([
      { key: recoveryCodeStatusKey, data: { remaining: 7, generated_at: '2026-05-04T01:30:00Z' } },
      { key: notificationPreferencesKey, data: storyNotificationPreferences },
    ]),
  ],
}

/** Sent here from every page: the banner, and the password form alone. */
export const MustChangePassword: Story = { beforeEach: signedInForStory({ is_force_change_password: true }) }
