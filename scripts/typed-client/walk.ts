/**
 * The typed client's walk (decision 33): every operation of the OpenAPI document, called against
 * `npm run mock:server` with types generated from the document alone (generated/api.ts) and
 * openapi-fetch, each expected to answer the success status the document gives it. Nothing here comes
 * from contract/ or mocks/ (ESLint holds the line): if the document does not say how to call an
 * operation, this client cannot either. The walk has its own server, so it may change what it likes.
 *
 * Beyond the document it uses only the demo's published facts (README: the personas, their password,
 * the two-factor secret) and the mock's control routes (/__mock: the outbox's codes, HR's approvals),
 * as a test of any backend would use its fixtures.
 */
import { startMockServer, stopAll } from '../support/processes'
import { loadDocument } from './document'
import { attachment, certificateRequests, correctionRequests, expenseRequests, leaveRequests } from './walk/requests'
import {
  onboarding,
  passwordReset,
  sessionsAndDevices,
  signUpACompany,
  switchToAdmin,
  twoFactorAndPassword,
  twoFactorLogin,
} from './walk/account'
import { CARMELA, KRISTINE, MARIA } from './walk/fixtures'
import {
  accessLog,
  consentAndChoices,
  dataExport,
  notificationsAndPushes,
  ownRecords,
  payslipsAndTaxCertificates,
} from './walk/records'
import { startWalker, type Outcome, type Walker } from './walk/walker'

const documentFile = process.argv[2] ?? 'docs/openapi.json'
const document = loadDocument(documentFile)

/** The walk, step by step: who is signed in for each step is part of what it calls. */
async function walk(walker: Walker): Promise<void> {
  await signUpACompany(walker)

  // Maria, the regular employee: her records, requests, payslips and settings.
  await walker.signIn(MARIA)
  await ownRecords(walker)
  await leaveRequests(walker)
  await attachment(walker, await expenseRequests(walker))
  await certificateRequests(walker)
  await correctionRequests(walker)
  await payslipsAndTaxCertificates(walker)
  await notificationsAndPushes(walker)
  await sessionsAndDevices(walker)
  await accessLog(walker)
  await dataExport(walker)
  await consentAndChoices(walker)
  await twoFactorAndPassword(walker)

  await twoFactorLogin(walker)

  // Carmela, HR manager and employee.
  await walker.signIn(CARMELA)
  await switchToAdmin(walker)

  // Kristine, a new hire.
  await walker.signIn(KRISTINE)
  await onboarding(walker)

  await passwordReset(walker)
}

function report(outcomes: readonly Outcome[]): boolean {
  const walked = new Set(outcomes.map(({ operation }) => operation))
  const unwalked = document.operations().filter((operation) => !walked.has(operation))
  const failed = outcomes.filter(({ status, expected }) => status !== expected)
  for (const { operation, status, expected, said } of outcomes) {
    const mark = status === expected ? 'pass' : 'FAIL'
    console.log(
      `${mark}  ${operation.padEnd(62)} ${String(status).padEnd(9)} documented ${expected ?? 'no 2xx'}${mark === 'FAIL' && said ? `: ${said.slice(0, 160)}` : ''}`,
    )
  }
  for (const operation of unwalked) console.log(`FAIL  ${operation.padEnd(62)} not walked: the walk has no call for it`)
  const operations = document.operations().length
  console.log(
    failed.length === 0 && unwalked.length === 0
      ? `\nTYPED CLIENT WALKED EVERY ROUTE: ${operations} operations of ${documentFile}, ${outcomes.length} calls, each answered as documented`
      : `\nTYPED CLIENT FAILED: ${failed.length} of ${outcomes.length} calls not answered as documented, ${unwalked.length} of ${operations} operations not walked`,
  )
  return failed.length === 0 && unwalked.length === 0
}

try {
  const baseUrl = await startMockServer('test-results/typed-client-mock-server.log')
  const walker = startWalker(baseUrl, document)
  await walk(walker)
  process.exitCode = report(walker.outcomes) ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.stack : error)
  process.exitCode = 2
} finally {
  await stopAll()
}
