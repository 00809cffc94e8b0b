/**
 * npm run build / npm run build:demo: `vite build` of this tree, or a copy of the same tree's build made
 * before (scripts/support/build-once.ts). --mode demo builds the demo; --outDir names where (dist/ or
 * dist-demo/ by default, as vite.config.ts says); --logLevel is Vite's.
 */
import { buildApp } from './support/processes'

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}
const mode = option('mode')
if (mode !== undefined && mode !== 'demo' && mode !== 'production') throw new Error(`no build mode ${mode}`)
const logLevel = option('logLevel') ?? 'info'
if (!['info', 'warn', 'error', 'silent'].includes(logLevel)) throw new Error(`no log level ${logLevel}`)

await buildApp({
  mode: mode === 'demo' ? 'demo' : undefined,
  outDir: option('outDir') ?? (mode === 'demo' ? 'dist-demo' : 'dist'),
  logLevel: logLevel as 'info' | 'warn' | 'error' | 'silent',
})
