import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { withQueryStates } from '../../../.storybook/with-query-states'
import { withRouter } from '../../../.storybook/with-router'
import { onboardingKeys } from './api/onboarding-keys'
import { OnboardingLoadError } from './components/onboarding-load-error'
import { OnboardingSkeleton } from './components/onboarding-skeleton'
import { storyAlmostDone, storyProgress } from './components/story-onboarding'
import { OnboardingPage } from './onboarding-page'

/** /onboard: the wizard where the person left off, its loading and its error states. */
const meta = {
  title: 'Onboarding/Page',
  component: OnboardingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnboardingPage>

export default meta
type Story = StoryObj<typeof meta>

/** Personal information saved on an earlier visit: the wizard resumes at emergency contacts. */
export const Resumed: Story = {
  decorators: [withRouter, withQueryStates([{ key: onboardingKeys.progress(), data: storyProgress }])],
}

export const LastStep: Story = {
  decorators: [withRouter, withQueryStates([{ key: onboardingKeys.progress(), data: storyAlmostDone }])],
}

export const Loading: Story = { render: () => <OnboardingSkeleton /> }

export const LoadFailed: Story = {
  render: () => (
    <OnboardingLoadError error={new ApiError({ status: 500, message: 'Server Error' })} onRetry={() => {}} />
  ),
}
