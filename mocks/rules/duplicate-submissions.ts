import { nowMs } from '../clock'
import { sha256Hex } from '../crypto'

/**
 * docs/product/quality-targets.md#reliability: "a double click or a retried submit creates one request, not two". The
 * same employee sending the same fields (and files of the same names and sizes) within a few seconds gets the first
 * request back instead of a second one, as an idempotency key would give, without asking the client for one.
 */
export const DUPLICATE_WINDOW_MS = 10_000

const describeValue = (value: unknown): unknown =>
  value instanceof File
    ? { file: value.name, size: value.size, type: value.type }
    : Array.isArray(value)
      ? value.map(describeValue)
      : value

export async function submissionDigest(fields: Record<string, unknown>): Promise<string> {
  const described = Object.keys(fields)
    .sort()
    .map((key) => [key, describeValue(fields[key])])
  return sha256Hex(JSON.stringify(described))
}

export function recentDuplicate<T extends { submission_digest: string; created_at: string }>(
  rows: readonly T[],
  digest: string,
): T | null {
  const since = nowMs() - DUPLICATE_WINDOW_MS
  return rows.find((row) => row.submission_digest === digest && Date.parse(row.created_at) >= since) ?? null
}
