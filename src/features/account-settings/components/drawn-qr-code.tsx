import { QRCodeSVG } from 'qrcode.react'
import type { AuthenticatorQrCodeProps } from './authenticator-qr-code'

/** The QR library's own chunk: loaded only when a setup starts. */
export function DrawnQrCode({ otpauthUrl, label }: AuthenticatorQrCodeProps) {
  return (
    <QRCodeSVG
      value={otpauthUrl}
      size={192}
      // The quiet zone the QR specification asks for: scanners find the code faster on any background.
      marginSize={4}
      level="M"
      role="img"
      aria-label={label}
      className="h-auto w-48 max-w-full rounded-md border border-slate-200"
    />
  )
}
