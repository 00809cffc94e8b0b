/**
 * What Prism says about one exchange, from its `sl-violations` header: a JSON list of
 * `{ location, severity, code, message }`, where the location starts with "request" or "response".
 * Past about 8 KB Prism cuts the list and prefixes "Too many violations!"; the whole objects before the
 * cut are kept and the exchange is marked truncated (Prism's log, kept by the judge, has them all).
 */
export type Violation = {
  location: string[]
  severity: string
  code?: string | number
  message: string
}

const TRUNCATED = 'Too many violations! '
const ONE_VIOLATION =
  /\{"location":\[[^\]]*\],"severity":"[^"]*"(?:,"code":(?:"[^"]*"|-?\d+|null))?,"message":"(?:[^"\\]|\\.)*"\}/g

export function parseViolations(header: string | null): { violations: Violation[]; truncated: boolean } {
  if (!header) return { violations: [], truncated: false }
  if (header.startsWith(TRUNCATED)) {
    const whole = header.slice(TRUNCATED.length).match(ONE_VIOLATION) ?? []
    return { violations: whole.map((text) => JSON.parse(text) as Violation), truncated: true }
  }
  try {
    return { violations: JSON.parse(header) as Violation[], truncated: false }
  } catch {
    return {
      violations: [{ location: [], severity: 'Error', message: `unreadable sl-violations: ${header}` }],
      truncated: false,
    }
  }
}

export const isRequestSide = (violation: Violation): boolean => violation.location[0] === 'request'
const aboutBody = (violation: Violation): boolean =>
  violation.location[1] === 'body' || /request included a non-empty body/.test(violation.message)
const aboutIdempotencyKey = (violation: Violation): boolean =>
  violation.location[1] === 'header' && /^idempotency-key$/i.test(violation.location[2] ?? '')
const aboutSecurity = (violation: Violation): boolean =>
  violation.location.length === 1 && (String(violation.code) === '401' || /security/i.test(violation.message))

/**
 * The violations that count against the document or the server. The kit sends some requests wrong on
 * purpose: without a token ("unauthenticated"), with a body the contract refuses ("invalid body"), or
 * with an Idempotency-Key that is not one and with another body under a used key ("idempotency").
 * Prism is right to flag those requests, and only their answers are judged; for an invalid body,
 * Prism not flagging the request at all is noted, because the document then accepts what the contract
 * refuses.
 */
export function judgeExchange(check: string | null, violations: readonly Violation[]) {
  let expected: (violation: Violation) => boolean = () => false
  if (check === 'unauthenticated') expected = (v) => isRequestSide(v) && (aboutSecurity(v) || aboutBody(v))
  if (check === 'invalid body') expected = (v) => isRequestSide(v) && aboutBody(v)
  if (check === 'idempotency') expected = (v) => isRequestSide(v) && (aboutBody(v) || aboutIdempotencyKey(v))
  return {
    counted: violations.filter((violation) => !expected(violation)),
    acceptsInvalidBody: check === 'invalid body' && !violations.some((v) => isRequestSide(v) && aboutBody(v)),
  }
}
