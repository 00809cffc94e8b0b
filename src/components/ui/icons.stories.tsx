import type { Meta, StoryObj } from '@storybook/react-vite'
import * as icons from './icons'

const meta = {
  title: 'UI/Icons',
  component: icons.Icon,
} satisfies Meta<typeof icons.Icon>

export default meta
type Story = StoryObj<typeof meta>

const named = Object.entries(icons).filter(([name]) => name !== 'Icon')

/** Every shared icon, at the size the controls use; each is decorative, so its name is said beside it. */
export const All: Story = {
  render: () => (
    <ul className="grid grid-cols-4 gap-4 text-sm text-slate-700">
      {named.map(([name, Glyph]) => (
        <li key={name} className="flex items-center gap-2">
          <Glyph className="size-5" />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
}
