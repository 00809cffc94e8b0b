import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/sign-in/reset-password-page'

type ResetPasswordSearch = { token?: string; email?: string }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** The e-mail's link: ?token=...&email=... Anything else is dropped, and the page says the link is incomplete. */
function parseResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  return { token: text(search.token), email: text(search.email) }
}

export const Route = createFileRoute('/_guest/reset-password')({
  staticData: { title: 'Reset Password' },
  validateSearch: parseResetPasswordSearch,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <ResetPasswordPage
      email={email}
      token={token}
      onTwoFactor={(challenge) => void navigate({ to: '/verification', state: { twoFactorUserId: challenge.user_id } })}
      onForgotPassword={() => void navigate({ to: '/forgot-password' })}
    />
  )
}
