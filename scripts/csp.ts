import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The landing gate, which the build writes into index.html (scripts/bundle/inline-gate.ts). */
export const LANDING_GATE = fileURLToPath(new URL('../public/landing-gate.js', import.meta.url))

/** The CSP source that allows the landing gate inline and nothing else inline: its SHA-256 hash. */
function landingGateSource(): string {
  return `'sha256-${createHash('sha256').update(readFileSync(LANDING_GATE)).digest('base64')}'`
}

/**
 * The production Content-Security-Policy (docs/product/quality-targets.md#security). `connect-src` is left open to the
 * configured API origin by the host; script execution is what this policy locks down: the app's own files, and the
 * landing gate inline by its hash. `npx tsx scripts/print-csp.ts` prints the header a host sends.
 */
export function contentSecurityPolicy({ meta }: { meta: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${landingGateSource()}`,
    "object-src 'none'",
    "base-uri 'self'",
    "img-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' https:",
    "worker-src 'self'",
  ]
  // Browsers ignore frame-ancestors in a <meta> and warn about it, so only the header carries it.
  if (!meta) directives.push("frame-ancestors 'none'")
  return directives.join('; ')
}
