import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { contract } from '@contract'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { storedSessionOf } from '../../e2e/support/session'
import { startMockHttpServer } from '../../mocks/http-server'
import { resetMockBackend } from '../../mocks/node'
import { phoneProfile } from './phone-budget'
import { startSameOriginServer } from './same-origin-server'

const root = join(import.meta.dirname, '../..')

/** `vite build` (the production build: real-API mode, no mock code) into `outDir`. */
export function buildProduction(outDir: string): void {
  console.log(`Building the production bundle (vite build) into ${outDir}...`)
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error(`vite build exited with ${result.status ?? result.signal}`)
}

/**
 * The production build in `outDir` as employees get it: served gzipped under the production CSP, with
 * the API on the same origin answered by the mock over HTTP in this process, on a freshly seeded
 * database. The mock's work runs here, not in the page, as a real server's would.
 */
export async function startProductionSite({
  outDir,
  extraPages,
}: {
  outDir: string
  extraPages?: Record<string, string>
}): Promise<{ url: string; close: () => Promise<void> }> {
  await resetMockBackend()
  const mock = await startMockHttpServer()
  const site = await startSameOriginServer({ root: outDir, apiOrigin: mock.url, extraPages })
  return {
    url: site.url,
    close: async () => {
      await site.close()
      await mock.close()
    },
  }
}

/** Lighthouse's mobile profile on one page: its network and its CPU (scripts/bench/phone-budget.ts). */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.roundTripMs,
    downloadThroughput: phoneProfile.downloadBitsPerSecond / 8,
    uploadThroughput: phoneProfile.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown })
}

/** What Playwright restores into a new context: here, one origin's localStorage. */
export type StorageState = {
  cookies: []
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

/**
 * A persona's session as a storage state for `browser.newContext`: signed in through the site's API
 * from here (no two-factor on the personas measured), kept where the app keeps it.
 */
export async function signedInState(origin: string, email: string): Promise<StorageState> {
  const form = new FormData()
  form.append('email', email)
  form.append('password', DEMO_PASSWORD)
  const answer = await fetch(`${origin}${contract.auth.login.path}`, { method: 'POST', body: form })
  const body = (await answer.json()) as { data: Record<string, unknown> }
  if (answer.status !== 200 || !('token' in body.data))
    throw new Error(`Login as ${email} answered ${answer.status} without a session`)
  const localStorage = [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedSessionOf(body.data)) }]
  return { cookies: [], origins: [{ origin, localStorage }] }
}
