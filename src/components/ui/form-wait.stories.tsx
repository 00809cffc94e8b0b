import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormWait } from './form-wait'

const meta = {
  title: 'UI/FormWait',
  component: FormWait,
  args: { seconds: 42 },
} satisfies Meta<typeof FormWait>

export default meta
type Story = StoryObj<typeof meta>

/** After a 429: the wait, said where Submit is, counted by the form's `waitSeconds`. */
export const Waiting: Story = {}

/** A wait of a minute or more is said in whole minutes (14 min 1 s: '15 minutes'). */
export const Minutes: Story = { args: { seconds: 841 } }

/** The last second, in the singular. */
export const OneSecond: Story = { args: { seconds: 1 } }

/** A form with its own words for the wait. */
export const OwnWords: Story = {
  args: { seconds: 15, children: (seconds) => `Too many codes were asked for. Ask again in ${seconds} s.` },
}

/** No wait: nothing shows, and the status region stays for the next one. */
export const NoWait: Story = { args: { seconds: 0 } }
