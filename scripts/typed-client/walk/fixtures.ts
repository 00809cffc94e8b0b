import { Secret, TOTP } from 'otpauth'

/** The demo's published facts (README): the personas, their password, and what the walk files. */
export const PASSWORD = 'Mabuhay-Demo-2026'
export const NEW_PASSWORD = 'Sampaguita-Typed-Client-2026'
export const MARIA = 'maria.santos@bayanihantech.ph'
export const JOSE = 'jose.reyes@bayanihantech.ph'
export const KRISTINE = 'kristine.mendoza@bayanihantech.ph'
export const CARMELA = 'carmela.aquino@bayanihantech.ph'
export const RAMON = 'ramon.villanueva@bayanihantech.ph'

export const PDF = new Blob(['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'], {
  type: 'application/pdf',
})
export const PNG = new Blob(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  { type: 'image/png' },
)

/** The current code of a two-factor secret, as an authenticator app shows it. */
export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate()
