/**
 * npm run prism:corpus [-- <recordings dir>]: turns what the e2e journeys recorded
 * (`E2E_RECORD_API=1 npx playwright test`, e2e/support/api-recorder.ts) into the committed corpus
 * scripts/prism/app-requests.json: each distinct request once, in the order first seen, a multipart
 * body as its parts (decision 33). A recording of some journeys replaces what the corpus held of those
 * journeys and keeps the rest, so a changed journey is recorded again without running every other.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { RECORDING_DIR, type RecordedRequest } from '../../e2e/support/api-recorder'
import { CORPUS_FILE, decodeMultipart, readCorpus, type CorpusEntry } from './corpus'
import { mergeCorpus } from './merge-corpus'
import { routeOf } from './route-of'

const dir = process.argv[2] ?? RECORDING_DIR
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort()

function entryOf(recorded: RecordedRequest, journey: string): CorpusEntry | null {
  // A request with a token nobody could be named for cannot be replayed as its sender.
  if (recorded.bearer && recorded.as === null) return null
  const bytes = recorded.body === null ? null : Buffer.from(recorded.body, 'base64')
  const contentType = recorded.contentType?.split(';')[0]?.trim().toLowerCase() ?? null
  const base = {
    route: routeOf(recorded.method, recorded.url),
    method: recorded.method,
    url: recorded.url,
    as: recorded.as,
    // A key is sent again as recorded: each person's requests replay on a freshly reset mock.
    ...(recorded.idempotencyKey ? { headers: { 'Idempotency-Key': recorded.idempotencyKey } } : {}),
  }
  if (contentType === 'multipart/form-data' && bytes)
    return { ...base, contentType, parts: decodeMultipart(bytes, recorded.contentType ?? ''), journey }
  if (contentType === 'application/json' && bytes)
    return { ...base, contentType, json: JSON.parse(bytes.toString('utf8')), journey }
  if (bytes) throw new Error(`${journey}: a ${contentType ?? 'typeless'} body to ${recorded.url} has no corpus form`)
  return { ...base, contentType: null, journey }
}

/** The journeys recorded now, each with its requests in the order sent. */
const recordedJourneys = new Map<string, CorpusEntry[]>()
for (const file of files) {
  const journey = file.replace(/-\d+\.json$/, '')
  const entries = recordedJourneys.get(journey) ?? []
  for (const recorded of JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedRequest[]) {
    const entry = entryOf(recorded, journey)
    if (entry) entries.push(entry)
  }
  recordedJourneys.set(journey, entries)
}

const held = existsSync(CORPUS_FILE) ? readCorpus() : []
const corpus = mergeCorpus(held, recordedJourneys)
writeFileSync(CORPUS_FILE, `${JSON.stringify(corpus, null, 2)}\n`)
console.log(
  `${corpus.length} distinct requests written to ${CORPUS_FILE}: ${recordedJourneys.size} journeys recorded now, ` +
    `${new Set(held.map((entry) => entry.journey).filter((journey) => !recordedJourneys.has(journey))).size} kept as they were`,
)
