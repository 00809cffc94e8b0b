/**
 * npm run bench:mock: what a list call costs the browser against the mock, network excluded
 * (quality.md: under 10 ms at the 95th percentile with 10,000 leave requests in the database).
 *
 * Seeds 10,000 leave requests over 50 employees (the main persona owns 2,000), signs the main persona
 * in, and times each case through the real path: the ts-rest client, fetch, MSW's interception, the
 * adapter (auth, gate, query parsing and validation) and the handler with paginate(). 200 timed calls
 * per case after a warm-up. Exits 1 if any case's p95 reaches the budget.
 *
 * --validate also checks every answer against the contract, as the development build may.
 */
import { leaveSorts, type LeaveListQuery } from '@contract/leave'
import { setResponseValidation } from '../mocks/adapter'
import { db } from '../mocks/db'
import { resetMockBackend, server } from '../mocks/node'
import { loadLeaveHistory } from '../mocks/seed/leave-history'
import { DEMO_PASSWORD, personas } from '../mocks/seed/personas'
import { createClient, type TestClient } from '../mocks/test/client'

const LEAVES = 10_000
const EMPLOYEES = 50
const MAIN_PERSONA_LEAVES = 2_000
const WARM_UP = 30
const ITERATIONS = 200
const BUDGET_P95_MS = 10

type Case = { name: string; query: LeaveListQuery }

const cases: Case[] = [
  { name: 'default (page 1, -updated_at)', query: {} },
  { name: 'filter status', query: { filter: { status: 'approved' } } },
  { name: 'filter leave type', query: { filter: { leave_type: 'sick' } } },
  { name: 'filter date range', query: { filter: { date_started: '2025-03-01', date_finished: '2025-05-31' } } },
  { name: 'search', query: { filter: { search: 'batangas' } } },
  {
    name: 'all filters and search',
    query: {
      filter: {
        status: 'approved',
        leave_type: 'vacation',
        search: 'trip',
        date_started: '2024-06-01',
        date_finished: '2026-06-01',
      },
    },
  },
  {
    name: 'empty filters (All)',
    query: { filter: { status: '', leave_type: '', search: '', date_started: '', date_finished: '' } },
  },
  ...leaveSorts.map((sort) => ({ name: `sort ${sort}`, query: { sort } })),
  { name: 'deep page (190 of 200)', query: { page: 190 } },
  { name: '100 per page, page 15', query: { page: 15, per_page: 100 } },
]

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

async function time(client: TestClient, query: LeaveListQuery): Promise<number[]> {
  const call = async () => {
    const started = performance.now()
    const answer = await client.leave.list({ query })
    const elapsed = performance.now() - started
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    return elapsed
  }
  for (let run = 0; run < WARM_UP; run += 1) await call()
  const samples: number[] = []
  for (let run = 0; run < ITERATIONS; run += 1) samples.push(await call())
  return samples.sort((a, b) => a - b)
}

async function main(): Promise<number> {
  setResponseValidation(process.argv.includes('--validate'))
  server.listen({ onUnhandledRequest: 'error' })
  await resetMockBackend()

  const login = await createClient().auth.login({ body: { email: personas.regular.email, password: DEMO_PASSWORD } })
  if (login.status !== 200 || !('token' in login.body.data)) throw new Error(`login answered ${login.status}`)
  const { token, user } = login.body.data
  const seeding = performance.now()
  loadLeaveHistory(db, { userId: user.id, own: MAIN_PERSONA_LEAVES, total: LEAVES, employees: EMPLOYEES })
  const owned = db.leave_request.getAll().filter((leave) => leave.user_id === user.id).length
  console.log(
    `Seeded ${db.leave_request.count()} leave requests (${owned} the main persona's; ${db.request_status_change.count()} status changes, ${db.stored_file.count()} attachments) in ${Math.round(performance.now() - seeding)} ms.`,
  )
  console.log(
    `Each case: ${WARM_UP} warm-up calls, then ${ITERATIONS} timed. Budget: p95 < ${BUDGET_P95_MS} ms. Validation of answers: ${process.argv.includes('--validate') ? 'on' : 'off'}.\n`,
  )

  const client = createClient(token)
  const rows: { name: string; p50: number; p95: number; max: number }[] = []
  for (const { name, query } of cases) {
    const samples = await time(client, query)
    rows.push({ name, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? Number.NaN })
  }
  server.close()

  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(`${'case'.padEnd(width)}   p50 ms   p95 ms   max ms`)
  for (const row of rows) {
    const flag = row.p95 >= BUDGET_P95_MS ? '  <-- over budget' : ''
    console.log(
      `${row.name.padEnd(width)}  ${row.p50.toFixed(2).padStart(7)}  ${row.p95.toFixed(2).padStart(7)}  ${row.max.toFixed(2).padStart(7)}${flag}`,
    )
  }
  const over = rows.filter((row) => row.p95 >= BUDGET_P95_MS)
  console.log(
    over.length === 0
      ? `\nPASS: every p95 is under ${BUDGET_P95_MS} ms.`
      : `\nFAIL: ${over.length} case(s) at or over ${BUDGET_P95_MS} ms at p95.`,
  )
  return over.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
