import { notify } from '@/lib/notify'
import { ResendCode } from '@/components/ui/resend-code'
import { retryAt } from '@/lib/forms/retry-at'
import { useVerifyEmail } from './api/verify-email'
import { nextResendAt } from './resend-pacing'
import { SIGN_UP_FLOW } from './sign-up-flow'

export type ResendSignUpCodeProps = {
  email: string
  /** When another code may be asked for (an instant of now()). */
  resendAt: number
  /** A new code went out (the last one is void now); another may be asked for at `resendAt`. */
  onSent: (resendAt: number) => void
  /** The server said it is too soon (429); another may be asked for at `resendAt`. */
  onTooSoon: (resendAt: number) => void
}

/** The sign-up code's 'Resend code': asks verify-email again, paced as the server paces it. */
export function ResendSignUpCode({ email, resendAt, onSent, onTooSoon }: ResendSignUpCodeProps) {
  const resend = useVerifyEmail()
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(message, { flow: SIGN_UP_FLOW })
          onSent(nextResendAt())
        },
        onError: (error) => {
          const next = retryAt(error)
          // Too soon: the wait is the countdown on the button. Any other failure the client has shown.
          if (next !== null) onTooSoon(next)
        },
      },
    )
  return <ResendCode availableAt={resendAt} pending={resend.isPending} onResend={onResend} />
}
