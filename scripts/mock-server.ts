/**
 * npm run mock:server [-- --port 4010] [--host 127.0.0.1]: the mock API over HTTP, in memory, for the
 * team building the real API and for other clients (decision 29). POST /__mock/reset reseeds it.
 */
import { parseArgs } from 'node:util'
import { API_PREFIX } from '@contract'
import { startMockHttpServer } from '../mocks/http-server'
import { resetMockBackend } from '../mocks/node'
import { formatDemoAccounts } from './print-demo-accounts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number (0 for any free one), not ${values.port}`)
  process.exit(2)
}

await resetMockBackend()
const mock = await startMockHttpServer({ port, host: values.host })

console.log(
  [
    `  Empleo mock API: ${mock.url}${API_PREFIX}`,
    `  Control routes:  ${mock.url}/__mock (POST /__mock/reset reseeds; state lives in memory only)`,
    '',
    formatDemoAccounts(),
  ].join('\n'),
)

const stop = () => {
  void mock.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
