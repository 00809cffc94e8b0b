import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import { secondsLeft, useCountdown } from '@/lib/use-countdown'
import { useVerifyEmail } from './api/verify-email'
import { nextResendAt, resendAtAfterRefusal } from './resend-pacing'

export type ResendCodeProps = {
  email: string
  /** When another code may be asked for (an instant of now()). */
  resendAt: number
  /** A new code went out (the last one is void now); another may be asked for at `resendAt`. */
  onSent: (resendAt: number) => void
  /** The server said it is too soon (429); another may be asked for at `resendAt`. */
  onTooSoon: (resendAt: number) => void
}

/** 'Resend code', held back by a visible countdown while the server would refuse another code. */
export function ResendCode({ email, resendAt, onSent, onTooSoon }: ResendCodeProps) {
  const seconds = secondsLeft(useCountdown(resendAt))
  const resend = useVerifyEmail()

  const onClick = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          notify.success(message)
          onSent(nextResendAt())
        },
        // The client has toasted the failure; a 429 also tells when to try again.
        onError: (error) => {
          const next = resendAtAfterRefusal(error)
          if (next !== null) onTooSoon(next)
        },
      },
    )

  return (
    <Button
      type="button"
      variant="plain"
      color="blue"
      size="sm"
      disabled={seconds > 0}
      loading={resend.isPending}
      onClick={onClick}
    >
      {seconds > 0 ? `Resend code in ${seconds} s` : 'Resend code'}
    </Button>
  )
}
