import type { Meta, StoryObj } from '@storybook/react-vite'
import { ComingSoonPage } from './coming-soon-page'

const meta = {
  title: 'Shell/ComingSoonPage',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Leave Request',
    summary: 'File leave and follow each request from pending to approved.',
    plans: [
      'Your balance per leave type, with pending requests counted',
      'The working days of a request, without weekends and holidays',
      'Who approved or denied each request, when, and why',
    ],
    backTo: { href: '/dashboard', label: 'Back to Dashboard' },
  },
} satisfies Meta<typeof ComingSoonPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithWayBack: Story = {}

/** Onboarding: the person has nowhere else to go yet, so no way back. */
export const WithoutWayBack: Story = {
  args: {
    title: 'Onboarding',
    summary: 'Welcome aboard! A few steps set up your employee record.',
    plans: ['Personal information and your photo', 'Emergency contacts', 'Bank information for your pay'],
    backTo: undefined,
  },
}

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
