import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryClient } from '../../../.storybook/with-query-client'
import { AccountSettingsStep } from './components/account-settings-step'
import { BankInformationStep } from './components/bank-information-step'
import { EmergencyContactsStep } from './components/emergency-contacts-step'
import { PersonalInfoStep } from './components/personal-info-step'
import { SocialBenefitsStep } from './components/social-benefits-step'
import { StepIndicator } from './components/step-indicator'
import { storyAlmostDone, storyProgress } from './components/story-onboarding'

// Storybook runs no mock backend: Next shows the client's network error toast once the step is
// valid, and the contract's refusals under the fields before that (press Next on an empty step).
// The journey itself is in src/routes/-tests/onboarding.test.tsx and e2e/onboarding.spec.ts.
const meta = {
  title: 'Onboarding/Steps',
  decorators: [
    withQueryClient,
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const nothing = () => {}

export const IndicatorAtTheStart: Story = {
  render: () => <StepIndicator current="personal_info" completed={[]} />,
}

/** Back on a done step: it says Done and is the current one. */
export const IndicatorRevisitingADoneStep: Story = {
  render: () => <StepIndicator current="personal_info" completed={['personal_info', 'emergency_contacts']} />,
}

export const IndicatorAtTheLastStep: Story = {
  render: () => <StepIndicator current="account_settings" completed={storyAlmostDone.completed_steps} />,
}

export const PersonalInformationEmpty: Story = {
  render: () => <PersonalInfoStep active saved={null} onSaved={nothing} />,
}

export const PersonalInformationSaved: Story = {
  render: () => <PersonalInfoStep active saved={storyProgress.personal_info} onSaved={nothing} />,
}

export const EmergencyContactsFirstVisit: Story = {
  render: () => <EmergencyContactsStep active saved={[]} onBack={nothing} onSaved={nothing} />,
}

export const EmergencyContactsSaved: Story = {
  render: () => (
    <EmergencyContactsStep active saved={storyAlmostDone.emergency_contacts} onBack={nothing} onSaved={nothing} />
  ),
}

export const BankInformationFirstVisit: Story = {
  render: () => (
    <BankInformationStep active saved={[]} accountName="Kristine Mendoza" onBack={nothing} onSaved={nothing} />
  ),
}

/** Two accounts, the second the primary one. */
export const BankInformationSaved: Story = {
  render: () => (
    <BankInformationStep
      active
      saved={storyAlmostDone.bank_accounts}
      accountName="Kristine Mendoza"
      onBack={nothing}
      onSaved={nothing}
    />
  ),
}

export const SocialBenefitsEmpty: Story = {
  render: () => <SocialBenefitsStep active saved={null} onBack={nothing} onSaved={nothing} />,
}

export const SocialBenefitsSaved: Story = {
  render: () => (
    <SocialBenefitsStep active saved={storyAlmostDone.social_benefits} onBack={nothing} onSaved={nothing} />
  ),
}

export const AccountSettings: Story = {
  render: () => (
    <AccountSettingsStep active email="kristine.mendoza@bayanihantech.ph" onBack={nothing} onCompleted={nothing} />
  ),
}
