import { createFileRoute } from '@tanstack/react-router'
import { requireGuest } from '@/session/guards'
import { LandingWithDialogs } from '@/app/landing-with-dialogs'

/** The landing page inside the router app, e.g. after a sign-out; a first visit gets it without the router. */
export const Route = createFileRoute('/')({
  beforeLoad: requireGuest,
  component: LandingWithDialogs,
})
