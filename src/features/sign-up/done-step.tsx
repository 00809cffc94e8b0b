import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** docs/product/states.md#sign-up: the last words of a sign-up; the account then awaits activation. */
export const SIGN_UP_DONE_MESSAGE = 'Thank you for registering. Please wait while we process and activate your account.'

/** Sign-up, last step: the final message and a way out ('Done': the dialog's own Close is beside it). */
export function DoneStep({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null)
  // The step replaced the form that had focus.
  useEffect(() => close.current?.focus(), [])
  return (
    <>
      <DialogHeader>
        <DialogTitle>Registration received</DialogTitle>
        <DialogDescription>{SIGN_UP_DONE_MESSAGE}</DialogDescription>
      </DialogHeader>
      <p className="text-sm text-slate-600">
        We will e-mail you as soon as your company’s account is active. You can then log in.
      </p>
      <DialogFooter>
        <Button ref={close} type="button" color="blue" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </>
  )
}
