import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * public/ holds the MSW worker script (committed, see architecture.md) and Vite copies public/ into
 * every build. A build for the real API must not ship mock code, so the copy is removed there.
 */
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
      rmSync(resolve(config.root, config.build.outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}
