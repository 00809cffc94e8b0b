import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/lib/api/api-error'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { recoveryCodeStatusKey, signedInForStory, storyRecoveryCodes, storySetup } from './story-fixtures'
import { TwoFactorSection } from './two-factor-section'

/** Two-factor authentication on Account Settings, in each of its states. */
const meta = {
  title: 'Account settings/Two-factor authentication',
  component: TwoFactorSection,
  parameters: { layout: 'padded' },
  beforeEach: signedInForStory(),
  decorators: [withQueryStates([])],
  args: { enabled: false },
  render: (args) => (
    <div className="max-w-3xl">
      <TwoFactorSection {...args} />
    </div>
  ),
} satisfies Meta<typeof TwoFactorSection>

export default meta
type Story = StoryObj<typeof meta>

const generatedAt = '2026-05-04T01:30:00Z'

/** Off: Set up asks the server for a new secret. */
export const Off: Story = {}

/** The setup: the QR code drawn from otpauth_url, the key in fours with Copy, and the first code. */
export const SetupWithQrCode: Story = { args: { initialView: { name: 'setup', setup: storySetup } } }

/** Right after turning on (or making new codes): shown once, Done waits for the confirmation. */
export const RecoveryCodesShown: Story = {
  args: { enabled: true, initialView: { name: 'recovery-codes', codes: storyRecoveryCodes } },
}

export const On: Story = {
  args: { enabled: true },
  decorators: [withQueryStates([{ key: recoveryCodeStatusKey, data: { remaining: 10, generated_at: generatedAt } }])],
}

export const OnRunningLow: Story = {
  args: { enabled: true },
  decorators: [withQueryStates([{ key: recoveryCodeStatusKey, data: { remaining: 2, generated_at: generatedAt } }])],
}

export const OnCountLoading: Story = {
  args: { enabled: true },
  decorators: [withQueryStates([{ key: recoveryCodeStatusKey, pending: true }])],
}

export const OnCountFailed: Story = {
  args: { enabled: true },
  decorators: [
    withQueryStates([
      { key: recoveryCodeStatusKey, error: new ApiError({ status: 503, message: 'Service unavailable.' }) },
    ]),
  ],
}
