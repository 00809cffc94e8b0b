/**
 * npm run conformance -- --base-url URL --email E --password P [--read-only] [--report file.json]
 *
 * Holds a server to the contract (decision 29): every route, checked for success, 401 without a
 * token, 422 on an invalid body and 404 for an unknown id, as applies. Prints the table and a summary
 * line, writes the JSON report when asked, and exits 1 on any mismatch (2 on a usage error).
 * CONFORMANCE_EMAIL and CONFORMANCE_PASSWORD stand in for --email and --password.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { conforms, formatTable } from './report'
import { runConformance } from './run'

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run conformance -- --base-url URL --email E --password P [--read-only] [--report file.json]`,
  )
  process.exit(2)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      email: { type: 'string', default: process.env.CONFORMANCE_EMAIL },
      password: { type: 'string', default: process.env.CONFORMANCE_PASSWORD },
      'read-only': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  }))
} catch (error) {
  usage(error instanceof Error ? error.message : String(error))
}

const baseUrl = values['base-url']
if (!baseUrl || !URL.canParse(baseUrl)) usage("--base-url must be the server's URL, e.g. http://127.0.0.1:4010")
if (!values.email || !values.password)
  usage('--email and --password (or CONFORMANCE_EMAIL and CONFORMANCE_PASSWORD) are needed')

const report = await runConformance({
  baseUrl,
  email: values.email,
  password: values.password,
  readOnly: values['read-only'],
})
console.log(formatTable(report))
if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`)
process.exitCode = conforms(report) ? 0 : 1
