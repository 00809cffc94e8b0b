/**
 * The production e2e suite's server (playwright.production.config.ts): `vite preview` of the production
 * build in --outDir on --port, under its CSP header, with the API and the mock's control routes passed on
 * to the mock over HTTP on a freshly seeded database. The API is on the app's own origin, as a real host
 * puts it (docs/decisions/0059-phone-as-a-real-host-serves-it.md), so the app worker and the app's
 * requests meet it as they would in production.
 */
import { parseArgs } from 'node:util'
import { preview } from 'vite'
import { startMockHttpServer } from '../../mocks/http-server'
import { resetMockBackend } from '../../mocks/node'

const { values } = parseArgs({ options: { outDir: { type: 'string' }, port: { type: 'string' } } })
const port = Number(values.port)
if (!values.outDir || !Number.isInteger(port)) throw new Error('--outDir <dir> --port <port> are needed')

await resetMockBackend()
const mock = await startMockHttpServer()
const site = await preview({
  logLevel: 'error',
  build: { outDir: values.outDir },
  preview: { port, strictPort: true, proxy: { '/api/': mock.url, '/__mock/': mock.url } },
})

const stop = () => {
  void Promise.all([site.close(), mock.close()]).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
