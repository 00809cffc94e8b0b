import type { Meta, StoryObj } from '@storybook/react-vite'
import { avatarColours } from '@contract/options'
import { Avatar } from './avatar'

// A photo drawn inline, so the story needs no network and no file.
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fde68a"/><circle cx="40" cy="32" r="14" fill="#92400e"/><path d="M14 80a26 26 0 0 1 52 0" fill="#92400e"/></svg>',
  )

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Maria Santos', colour: 'blue', size: 'lg' },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

/** The person's own photo (user.employee_avatar). */
export const Photo: Story = { args: { imageUrl: PHOTO } }

/** No picture: the initials on the person's colour. */
export const Initials: Story = {}

/** A photo that fails to load: the initials show, and the address is not tried again for 7 days. */
export const BrokenPhoto: Story = { args: { imageUrl: '/no-such-photo.png' } }

/** No name to take initials from: the default icon. */
export const DefaultIcon: Story = { args: { name: '' } }

/** The six colours of user.default_img_bg, each keeping white initials at 4.5:1. */
export const Palette: Story = {
  render: (args) => (
    <div className="flex gap-3">
      {avatarColours.map((colour) => (
        <Avatar key={colour} {...args} colour={colour} />
      ))}
    </div>
  ),
}

/** The three sizes: header, lists, profile. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
}

/** Named for assistive technology where no name is written beside it. */
export const Labelled: Story = { args: { imageUrl: PHOTO, label: 'Profile photo of Maria Santos' } }
