import { useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

const messages: Partial<Record<number, string>> = {
  403: 'You do not have access to this page.',
  404: 'Page not found',
}

export type StatusPageProps = {
  status: number
  /**
   * How far Go Back goes. The spec's /404?status=403|404 goes back two steps, past the page that
   * sent the person here, which would only send them back again.
   */
  backSteps: 1 | 2
}

/** The error page of spec section 2: what went wrong, in plain words, and a way back. */
export function StatusPage({ status, backSteps }: StatusPageProps) {
  const router = useRouter()
  const message = messages[status] ?? 'Something went wrong.'

  function goBack() {
    if (router.history.canGoBack()) router.history.go(-backSteps)
    else void router.navigate({ to: '/' })
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold text-ink">{message}</h1>
      <Button color="blue" onClick={goBack}>
        Go Back
      </Button>
    </main>
  )
}
