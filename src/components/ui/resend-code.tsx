import { secondsLeft, useCountdown } from '@/lib/use-countdown'
import { Button } from './button'

export type ResendCodeProps = {
  /** When the server will send another code (an instant of `now()`): the button waits till then. */
  availableAt: number
  pending: boolean
  onResend: () => void
}

/**
 * 'Resend code', held back by a visible countdown while the server would refuse another code: the
 * one resend control of every e-mailed code (sign-up, password reset).
 */
export function ResendCode({ availableAt, pending, onResend }: ResendCodeProps) {
  const seconds = secondsLeft(useCountdown(availableAt))
  return (
    <Button
      type="button"
      variant="plain"
      color="blue"
      size="sm"
      disabled={seconds > 0}
      loading={pending}
      onClick={onResend}
    >
      {seconds > 0 ? `Resend code in ${seconds} s` : 'Resend code'}
    </Button>
  )
}
