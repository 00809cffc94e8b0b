import type { Preview } from '@storybook/react-vite'
import { registerAppNavigation } from '../src/lib/navigation'
import '../src/styles.css'

// A Button link clicked in a story leads nowhere: `goTo` (src/lib/navigation.ts) gets a navigation
// that keeps showing the story, instead of loading another page into Storybook's frame.
registerAppNavigation(() => Promise.resolve())

export default {
  parameters: { layout: 'centered' },
} satisfies Preview
