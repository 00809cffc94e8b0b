import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryClient } from '../../../.storybook/with-query-client'
import { AccountSettingsStep } from './components/account-settings-step'
import { BankInformationStep } from './components/bank-information-step'
import { EmergencyContactsStep } from './components/emergency-contacts-step'
import { PersonalInfoStep } from './components/personal-info-step'
import { SocialBenefitsStep } from './components/social-benefits-step'
import { StepCard } from './components/step-card'
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
  render: () => (
    <StepCard step="personal_info" active>
      <PersonalInfoStep saved={null} onSaved={nothing} />
    </StepCard>
  ),
}

export const PersonalInformationSaved: Story = {
  render: () => (
    <StepCard step="personal_info" active>
      <PersonalInfoStep saved={storyProgress.personal_info} onSaved={nothing} />
    </StepCard>
  ),
}

export const EmergencyContactsFirstVisit: Story = {
  render: () => (
    <StepCard step="emergency_contacts" active>
      <EmergencyContactsStep saved={[]} onBack={nothing} onSaved={nothing} />
    </StepCard>
  ),
}

export const EmergencyContactsSaved: Story = {
  render: () => (
    <StepCard step="emergency_contacts" active>
      <EmergencyContactsStep saved={storyAlmostDone.emergency_contacts} onBack={nothing} onSaved={nothing} />
    </StepCard>
  ),
}

export const BankInformationFirstVisit: Story = {
  render: () => (
    <StepCard step="bank_information" active>
      <BankInformationStep saved={[]} accountName="Kristine Mendoza" onBack={nothing} onSaved={nothing} />
    </StepCard>
  ),
}

/** Two accounts, the second the primary one. */
export const BankInformationSaved: Story = {
  render: () => (
    <StepCard step="bank_information" active>
      <BankInformationStep
        saved={storyAlmostDone.bank_accounts}
        accountName="Kristine Mendoza"
        onBack={nothing}
        onSaved={nothing}
      />
    </StepCard>
  ),
}

export const SocialBenefitsEmpty: Story = {
  render: () => (
    <StepCard step="social_benefits" active>
      <SocialBenefitsStep saved={null} onBack={nothing} onSaved={nothing} />
    </StepCard>
  ),
}

export const SocialBenefitsSaved: Story = {
  render: () => (
    <StepCard step="social_benefits" active>
      <SocialBenefitsStep saved={storyAlmostDone.social_benefits} onBack={nothing} onSaved={nothing} />
    </StepCard>
  ),
}

export const AccountSettings: Story = {
  render: () => (
    <StepCard step="account_settings" active>
      <AccountSettingsStep email="kristine.mendoza@bayanihantech.ph" onBack={nothing} onCompleted={nothing} />
    </StepCard>
  ),
}
