export type FormWaitProps = {
  /** Seconds until the server takes another submit (useContractForm's `waitSeconds`). */
  seconds: number
  /** What to say while it runs; the default suits any form. */
  children?: (seconds: number) => string
}

const secondsText = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`)

/**
 * A 429's wait, said in the form and counted down for as long as it lasts: a toast would be gone
 * long before the wait is over. Nothing while there is no wait.
 */
export function FormWait({ seconds, children }: FormWaitProps) {
  return (
    <p role="status" className="text-sm text-red-700">
      {seconds > 0 &&
        (children ? children(seconds) : `Too many attempts. Please wait ${secondsText(seconds)} and try again.`)}
    </p>
  )
}
