import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import { FieldErrors } from './form'
import { PhotoPicker } from './photo-picker'

// A photo drawn inline, so the story needs no network and no file.
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fde68a"/><circle cx="40" cy="32" r="14" fill="#92400e"/><path d="M14 80a26 26 0 0 1 52 0" fill="#92400e"/></svg>',
  )

const choose = (
  <Button type="button" color="white" size="sm">
    Add a photo
  </Button>
)

const meta = {
  title: 'UI/PhotoPicker',
  component: PhotoPicker,
  args: { name: 'Maria Santos', colour: 'teal', src: null, controls: choose },
} satisfies Meta<typeof PhotoPicker>

export default meta
type Story = StoryObj<typeof meta>

/** No photo yet: the initials on the person's colour. */
export const NoPhoto: Story = {}

export const PhotoOnFile: Story = {
  args: {
    src: PHOTO,
    controls: (
      <Button type="button" color="white" size="sm">
        Change photo
      </Button>
    ),
  },
}

/** A chosen file, not saved yet: ringed, named for screen readers, with Save and Cancel. */
export const Preview: Story = {
  args: {
    src: PHOTO,
    srcLabel: 'Preview of your new avatar',
    preview: true,
    controls: (
      <div className="flex gap-2">
        <Button type="button" color="blue" size="sm">
          Save photo
        </Button>
        <Button type="button" color="white" size="sm">
          Cancel
        </Button>
      </div>
    ),
  },
}

export const Checking: Story = {
  args: { checking: true, controls: <p className="text-sm text-slate-700">Checking your photo…</p> },
}

/** A form's optional field, named by its own label, with the file's error. */
export const InAForm: Story = {
  args: {
    label: 'Photo (optional)',
    labelId: 'photo-label',
    hintExtra: 'You can add one later from My Profile.',
    errors: <FieldErrors errors={['The avatar must be a file of type: png, jpeg.']} />,
  },
}
