import { describeWait } from '@/lib/api/error-from-response'

export type FormWaitProps = {
  /** Seconds until the server takes another submit (useContractForm's `waitSeconds`). */
  seconds: number
  /** What to say while it runs; the default suits any form. */
  children?: (seconds: number) => string
}

/**
 * A 429's wait, said in the form and counted down for as long as it lasts: a toast would be gone
 * long before the wait is over. Seconds under a minute, whole minutes above ("15 minutes"). Nothing
 * while there is no wait. Every form that gives its failures to `fail` shows it by Submit
 * (src/lib/forms/every-form-shows-its-wait.test.ts).
 */
export function FormWait({ seconds, children }: FormWaitProps) {
  return (
    <p role="status" className="text-sm text-red-700">
      {seconds > 0 &&
        (children ? children(seconds) : `Too many attempts. Please wait ${describeWait(seconds)} and try again.`)}
    </p>
  )
}
