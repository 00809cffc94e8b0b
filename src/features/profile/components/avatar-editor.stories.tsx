import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryClient } from '../../../../.storybook/with-query-client'
import { AvatarEditor } from './avatar-editor'

/** The profile photo: choose, check (PNG or JPEG, at most 2 MB), preview, then Save or Cancel. */
const meta = {
  title: 'Profile/Avatar editor',
  component: AvatarEditor,
  decorators: [withQueryClient],
  args: { user: { full_name: 'Maria Santos', employee_avatar: null, default_img_bg: 'violet' } },
} satisfies Meta<typeof AvatarEditor>

export default meta
type Story = StoryObj<typeof meta>

/** No photo yet: the initials on the person's colour. */
export const Initials: Story = {}

/** A photo that fails to load falls back to the initials too. */
export const BrokenPhoto: Story = {
  args: { user: { full_name: 'Jose Reyes', employee_avatar: '/no-such-photo.png', default_img_bg: 'teal' } },
}
