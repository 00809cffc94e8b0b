import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'

export type AuthenticatorQrCodeProps = {
  /** The otpauth:// address the authenticator app reads: the secret, the account and the issuer. */
  otpauthUrl: string
  /** The server's own picture of the same code (a data: URL), for when the QR library cannot load. */
  serverImage: string
  label: string
}

const loadDrawnQrCode = () => import('./drawn-qr-code')

/** Starts fetching the QR library while the server makes the secret, so both arrive together. */
export const preloadQrCode = () => void loadDrawnQrCode().catch(() => {})

// Drawn here from otpauth_url (an SVG with an accessible name, sized and padded as scanners like);
// if the library's chunk fails to load, the server's image of the same code stands in.
const DrawnQrCode = lazy(() =>
  loadDrawnQrCode()
    .then((module) => ({ default: module.DrawnQrCode }))
    .catch(() => ({ default: ServerQrCode })),
)

export function AuthenticatorQrCode(props: AuthenticatorQrCodeProps) {
  return (
    <Suspense fallback={<Skeleton className="size-48" />}>
      <DrawnQrCode {...props} />
    </Suspense>
  )
}

function ServerQrCode({ serverImage, label }: AuthenticatorQrCodeProps) {
  return <img src={serverImage} alt={label} width={192} height={192} className="rounded-md border border-slate-200" />
}
