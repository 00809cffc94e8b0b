import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { withQueryClient } from '../../../.storybook/with-query-client'
import { ProfileLoadError } from './components/profile-load-error'
import { ProfileSkeleton } from './components/profile-skeleton'
import { storyEmptyProfile, storyProfile } from './components/story-profile'
import { ProfilePage } from './profile-page'

/** /profile (My Profile): its data, loading and error states. */
const meta = {
  title: 'Profile/Page',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  decorators: [withQueryClient],
  args: { profile: storyProfile },
} satisfies Meta<typeof ProfilePage>

export default meta
type Story = StoryObj<typeof meta>

/** Every part on file; government and bank numbers masked to their last 4 digits. */
export const Data: Story = {}

/** An administrator who is not an employee, or a new hire: each part says what is missing. */
export const NoRecords: Story = { args: { profile: storyEmptyProfile } }

export const WithPhoto: Story = {
  args: {
    profile: {
      ...storyProfile,
      user: {
        ...storyProfile.user,
        employee_avatar:
          'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%201%201%22%3E%3Crect%20width%3D%221%22%20height%3D%221%22%20fill%3D%22%2360a5fa%22%2F%3E%3C%2Fsvg%3E',
      },
    },
  },
}

export const Loading: Story = { render: () => <ProfileSkeleton /> }

export const LoadFailed: Story = {
  render: () => <ProfileLoadError error={new ApiError({ status: 500, message: 'Server Error' })} onRetry={() => {}} />,
}
