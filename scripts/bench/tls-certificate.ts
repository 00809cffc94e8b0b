import { createHash, createPublicKey } from 'node:crypto'
import { generate } from 'selfsigned'

/**
 * A certificate made for one bench run, for localhost, and the flag that has Chromium trust it. Trusted
 * rather than ignored: Chromium keeps nothing in its HTTP cache from a site whose certificate it
 * rejects, so a repeat visit would not be one (docs/decisions/0059).
 */
export type TlsCertificate = { key: string; cert: string; chromiumArgs: string[] }

export async function tlsCertificateForLocalhost(): Promise<TlsCertificate> {
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  })
  // Chromium trusts a certificate whose public key's SHA-256 is listed (base64), the key as SPKI DER.
  const spki = createPublicKey(made.private).export({ type: 'spki', format: 'der' })
  const spkiHash = createHash('sha256').update(spki).digest('base64')
  return { key: made.private, cert: made.cert, chromiumArgs: [`--ignore-certificate-errors-spki-list=${spkiHash}`] }
}
