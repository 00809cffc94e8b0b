import { PasswordChangeFields } from '@/components/account/password-change-fields'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { stepSchemas } from '../step-schemas'
import { useCompleteOnboarding } from '../api/complete-onboarding'
import { ONBOARDING_FLOW } from '../onboarding-steps'
import { StepActions } from './step-actions'

const emptyPasswords = { current_password: '', password: '', confirm_password: '' }

export type AccountSettingsStepProps = {
  /** The signed-in address, for password managers. */
  email: string
  onBack: () => void
  /** Onboarding is complete; the server's welcome. */
  onCompleted: (message: string) => void
}

/**
 * Step 5: a password of the person's own replaces the temporary one from HR, and completes
 * onboarding. No draft: passwords are never kept.
 */
export function AccountSettingsStep({ email, onBack, onCompleted }: AccountSettingsStepProps) {
  const complete = useCompleteOnboarding()
  const form = useContractForm(stepSchemas.account_settings, { defaultValues: emptyPasswords })

  const onSubmit = form.handleSubmit((body) => {
    complete.mutate(body, {
      onSuccess: ({ message }) => {
        notify.endFlow(ONBOARDING_FLOW)
        onCompleted(message)
      },
      onError: form.fail,
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex max-w-md flex-col gap-4">
        <PasswordChangeFields
          email={email}
          control={form.control}
          names={{ current: 'current_password', next: 'password', confirmation: 'confirm_password' }}
        />
      </div>
      <StepActions
        onBack={onBack}
        saving={complete.isPending}
        waitSeconds={form.waitSeconds}
        submitLabel="Complete onboarding"
      />
    </form>
  )
}
