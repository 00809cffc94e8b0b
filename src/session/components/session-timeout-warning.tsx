import { useRef } from 'react'
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { IDLE_COUNTDOWN_TICK_MS } from '@/config/session-timing'
import { formatMinutesSeconds, useCountdown } from '@/lib/use-countdown'

export type SessionTimeoutWarningProps = {
  /** When the person is logged out (a `now()` instant); null keeps the warning closed. */
  deadline: number | null
  onStillHere: () => void
}

/**
 * docs/product/screens-and-routes.md#session-timeout-warning and docs/product/states.md#idle-timeout: the 'Session
 * Timeout Warning'. An alertdialog that only "I'm still here" closes: Escape and a click outside do nothing, because
 * the choice it asks for is the point, and closing it any other way would leave the countdown running unseen. Focus
 * starts on the button, so Enter or Space answers it. The countdown is not a live region: a screen reader announces the
 * dialog once when it opens, not every second.
 */
export function SessionTimeoutWarning({ deadline, onStillHere }: SessionTimeoutWarningProps) {
  const remaining = useCountdown(deadline, IDLE_COUNTDOWN_TICK_MS)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <AlertDialog open={deadline !== null}>
      <AlertDialogContent
        onEscapeKeyDown={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          button.current?.focus()
        }}
      >
        <AlertDialogTitle>Session Timeout Warning</AlertDialogTitle>
        <AlertDialogDescription>The system detected that you are inactive. Are you still there?</AlertDialogDescription>
        <p className="text-sm font-medium text-ink">
          Logging out in <span className="tabular-nums">{formatMinutesSeconds(remaining)}</span>
        </p>
        <AlertDialogFooter>
          <Button ref={button} color="blue" onClick={onStillHere}>
            I&apos;m still here
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
