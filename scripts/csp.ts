/**
 * The production Content-Security-Policy (docs/product/quality-targets.md#security). `connect-src` is left open to the
 * configured API origin by the host; script execution is what this policy locks down.
 */
export function contentSecurityPolicy({ meta }: { meta: boolean }): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
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
