import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Rollup } from 'vite'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'

/** Where the production site serves the stack-floor page; its script is a hashed file under /assets/, as the app's are. */
export const STACK_FLOOR_PAGE = '/bench-stack-floor.html'

/**
 * Builds scripts/bench/stack-floor/ (the fixed stack and nothing of ours) in memory, as files for the
 * production site to serve by path beside the app (its `extraPages`), compressed and cached as the app's.
 */
export async function stackFloorFiles(): Promise<Record<string, string>> {
  const output = (await build({
    configFile: false,
    root: join(import.meta.dirname, 'stack-floor'),
    logLevel: 'warn',
    plugins: [react()],
    define: { SESSION_STORAGE_KEY: JSON.stringify(SESSION_STORAGE_KEY) },
    build: { write: false, assetsDir: 'assets/bench-stack-floor', modulePreload: false },
  })) as Rollup.RollupOutput
  return Object.fromEntries(
    output.output.map((file) => [
      file.fileName === 'index.html' ? STACK_FLOOR_PAGE : `/${file.fileName}`,
      file.type === 'chunk' ? file.code : String(file.source),
    ]),
  )
}
