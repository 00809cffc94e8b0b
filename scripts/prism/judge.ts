/**
 * npm run judge:prism [-- --document docs/openapi.json] [--report test-results/prism-report.json]
 *
 * Stoplight Prism as an outside judge (decision 33): starts `npm run mock:server`, puts `prism proxy`
 * in front of it with the OpenAPI document, and sends through it the conformance kit and a replay of
 * the app's own requests (scripts/prism/app-requests.json). Lists every request and answer Prism
 * flags and exits 1 if there is any (2 when it cannot run). Logs are kept under test-results/.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync, createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { readCorpus } from './corpus'
import { freePort, startGroup, startMockServer, stopAll, waitForAnswer } from '../support/processes'
import { replayCorpus } from './replay'
import { buildReport, formatReport } from './report'
import { startWitness } from './witness'

const { values } = parseArgs({
  options: {
    document: { type: 'string', default: 'docs/openapi.json' },
    report: { type: 'string', default: 'test-results/prism-report.json' },
  },
})
const document = values.document
if (!existsSync(document)) {
  console.error(`No OpenAPI document at ${document}: write it with \`npm run openapi\`.`)
  process.exit(2)
}
mkdirSync('test-results', { recursive: true })

const runKit = (baseUrl: string, log: string): Promise<number> =>
  new Promise((resolve) => {
    const kit = spawn(
      'npm',
      [
        'run',
        '--silent',
        'conformance',
        '--',
        '--base-url',
        baseUrl,
        '--report',
        'test-results/prism-conformance.json',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          CONFORMANCE_EMAIL: process.env.CONFORMANCE_EMAIL ?? 'maria.santos@bayanihantech.ph',
          CONFORMANCE_PASSWORD: process.env.CONFORMANCE_PASSWORD ?? 'Mabuhay-Demo-2026',
        },
      },
    )
    const out = createWriteStream(log)
    kit.stdout.pipe(out)
    kit.stderr.pipe(out)
    kit.once('exit', (code) => resolve(code ?? 1))
  })

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

try {
  const started = performance.now()
  const mockUrl = await startMockServer('test-results/prism-mock-server.log')
  const prismPort = await freePort()
  const prismUrl = `http://127.0.0.1:${prismPort}`
  const witness = await startWitness(prismUrl, mockUrl)
  // Without --errors Prism forwards every request, flagged or not, and reports in the sl-violations
  // header: the kit and the replay then meet the mock's real answers (decision 33).
  const prism = startGroup(
    'Prism',
    'node_modules/.bin/prism',
    ['proxy', document, witness.upstreamUrl, '--port', String(prismPort), '--host', '127.0.0.1'],
    { log: 'test-results/prism.log' },
  )
  await waitForAnswer(prism, `${prismUrl}/`)
  console.log(`Mock server ${mockUrl}, Prism ${prismUrl}, witness ${witness.url}: ready in ${seconds(started)}`)

  let phase = performance.now()
  const kitStatus = await runKit(witness.url, 'test-results/prism-conformance.txt')
  const kitExchanges = witness.exchanges.length
  console.log(
    `Conformance kit through Prism: ${kitExchanges} requests in ${seconds(phase)}; the kit itself ${kitStatus === 0 ? 'conforms' : 'FAILED (test-results/prism-conformance.txt)'}`,
  )

  phase = performance.now()
  const corpus = readCorpus()
  const problems = await replayCorpus(corpus, { witnessUrl: witness.url, mockUrl })
  console.log(
    `Replay of the app's requests: ${corpus.length} entries, ${witness.exchanges.length - kitExchanges} requests in ${seconds(phase)}`,
  )
  for (const { entry, problem } of problems) console.log(`  could not replay ${entry}: ${problem}`)
  await witness.close()

  const report = buildReport(document, witness.exchanges)
  writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`)
  console.log(formatReport(report))
  const bySource = (source: string) => report.flagged.filter((exchange) => exchange.source === source).length
  console.log(
    `  kit: ${bySource('kit')} flagged, replay: ${bySource('replay')} flagged; report ${values.report}, Prism's log test-results/prism.log`,
  )
  process.exitCode = report.flagged.length === 0 && kitStatus === 0 && problems.length === 0 ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
} finally {
  await stopAll()
}
