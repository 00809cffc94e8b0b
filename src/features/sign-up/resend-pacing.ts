import { now } from '@/lib/clock'

/** The server e-mails one sign-up code per address a minute; the resend countdown follows it. */
export const RESEND_AFTER_MS = 60_000

/** When another code may be asked for, after one was just sent. */
export const nextResendAt = (): number => now() + RESEND_AFTER_MS
