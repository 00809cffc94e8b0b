import { PublicPage } from './public-page'
import { TwoFactorForm } from './two-factor-form'

export type VerificationPageProps = {
  userId: number
  /** Cancel: back to / with a fresh login form (docs/product/screens-and-routes.md#public-routes). */
  onCancel: () => void
}

/** /verification: the two-factor step of a login that started outside the landing dialog. */
export function VerificationPage({ userId, onCancel }: VerificationPageProps) {
  return (
    <PublicPage title="Two-Factor Authentication" description="Enter the 6-digit code from your authenticator app.">
      <TwoFactorForm userId={userId} cancelLabel="Cancel" onCancel={onCancel} />
    </PublicPage>
  )
}
