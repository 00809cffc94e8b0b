import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * public/ holds the mock's service worker (msw's generated script, committed, see docs/ARCHITECTURE.md, and
 * ours that wraps it) and Vite copies public/ into every build. A build for the real API must not ship
 * mock code, so the copies are removed there.
 */
export const mockWorkerScripts = ['mock-worker.js', 'mockServiceWorker.js']

export function stripMockWorker(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'empleo-strip-mock-worker',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved
    },
    closeBundle: () => {
      if (config.env.VITE_API_MODE === 'mock') return
      for (const script of mockWorkerScripts) rmSync(resolve(config.root, config.build.outDir, script), { force: true })
    },
  }
}
