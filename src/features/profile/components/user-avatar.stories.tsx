import type { Meta, StoryObj } from '@storybook/react-vite'
import { avatarColours } from '@contract/options'
import { UserAvatar } from './user-avatar'

const meta = {
  title: 'Profile/User avatar',
  component: UserAvatar,
  args: { fullName: 'Maria Santos', src: null, colour: 'blue' },
} satisfies Meta<typeof UserAvatar>

export default meta
type Story = StoryObj<typeof meta>

/** The six colours of docs/product/records.md#avatar, each with white initials at 4.5:1 or more. */
export const Palette: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {avatarColours.map((colour) => (
        <UserAvatar key={colour} fullName="Maria Santos" src={null} colour={colour} />
      ))}
    </div>
  ),
}

export const OneName: Story = { args: { fullName: 'Cher' } }
