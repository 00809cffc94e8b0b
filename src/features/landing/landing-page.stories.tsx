import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LandingPage } from './landing-page'

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  // Login, Sign Up, 'Try it, Free!' and 'Start Free Trial' show in the Actions panel.
  args: { onOpenDialog: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}

/** The header folds into the hamburger menu below the md breakpoint. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
