import type { BrowserContext, Page } from '@playwright/test'
import { contract } from '@contract'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { storedSessionOf } from '../../e2e/support/session'
import { startMockHttpServer } from '../../mocks/http-server'
import { resetMockBackend } from '../../mocks/node'
import { emulatePhoneNetwork } from './phone-network'
import { startSameOriginServer } from './same-origin-server'
import { tlsCertificateForLocalhost } from './tls-certificate'

/** The production site of a bench run; a browser launched with `chromiumArgs` trusts its certificate. */
export type ProductionSite = {
  url: string
  /** The mock API over plain HTTP, for the bench's own requests (Node would not trust the certificate). */
  apiUrl: string
  chromiumArgs: string[]
  close: () => Promise<void>
}

/**
 * The production build in `outDir` as employees get it: served over HTTPS and HTTP/2, Brotli or gzip as
 * the build compressed it, under the production CSP, with the API on the same origin answered by the
 * mock over HTTP in this process, on a freshly seeded database. The mock's work runs here, not in the
 * page, as a real server's would.
 */
export async function startProductionSite({
  outDir,
  extraPages,
}: {
  outDir: string
  extraPages?: Record<string, string>
}): Promise<ProductionSite> {
  await resetMockBackend()
  const mock = await startMockHttpServer()
  const certificate = await tlsCertificateForLocalhost()
  const site = await startSameOriginServer({ root: outDir, apiOrigin: mock.url, certificate, extraPages })
  return {
    url: site.url,
    apiUrl: mock.url,
    chromiumArgs: certificate.chromiumArgs,
    close: async () => {
      await site.close()
      await mock.close()
    },
  }
}

/**
 * Lighthouse's mobile profile on one page: its network, and its CPU slowed down by `cpuSlowdown`, the
 * rate calibrated for this machine at the start of the run (scripts/bench/calibrate-cpu.ts).
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page, cpuSlowdown: number): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await emulatePhoneNetwork(cdp)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}

/** What Playwright restores into a new context: here, one origin's localStorage. */
export type StorageState = {
  cookies: []
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

/**
 * A persona's session as a storage state for `browser.newContext`: signed in through the site's API
 * from here (no two-factor on the personas measured), kept where the app keeps it on the site's origin.
 */
export async function signedInState(
  site: Pick<ProductionSite, 'url' | 'apiUrl'>,
  email: string,
): Promise<StorageState> {
  const origin = site.url
  const form = new FormData()
  form.append('email', email)
  form.append('password', DEMO_PASSWORD)
  const answer = await fetch(`${site.apiUrl}${contract.auth.login.path}`, { method: 'POST', body: form })
  const body = (await answer.json()) as { data: Record<string, unknown> }
  if (answer.status !== 200 || !('token' in body.data))
    throw new Error(`Login as ${email} answered ${answer.status} without a session`)
  const localStorage = [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedSessionOf(body.data)) }]
  return { cookies: [], origins: [{ origin, localStorage }] }
}
