import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { mockWorkerScripts } from '../strip-mock-worker.ts'
import { precachePaths, WORKER_FILE } from './precache-list.ts'
import { appIcons, BRAND_COLOUR, MANIFEST_FILE, webManifest } from './web-manifest.ts'

const workerEntry = resolve(import.meta.dirname, '../../src/app-worker/worker.ts')

// The API on the app's own origin (VITE_API_BASE_URL empty) answers under /api: never the app worker's.
const API_PATH = '/api'

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile())
}

/**
 * Makes the production build (VITE_API_MODE real) an installable app (docs/decisions/0030): the web
 * app manifest and its icons, their links in index.html, and the app worker (/sw.js) built from
 * src/app-worker with the list of files to precache. Mock builds (development, demo) get none of it:
 * the mock's own worker holds the same scope there.
 */
export function installableApp(): Plugin {
  let config: ResolvedConfig
  const enabled = () => config.env.VITE_API_MODE === 'real'
  return {
    name: 'empleo-installable-app',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved
    },
    transformIndexHtml: () =>
      enabled()
        ? [
            { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
            { tag: 'meta', attrs: { name: 'theme-color', content: BRAND_COLOUR }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${appIcons[0].src}` }, injectTo: 'head' },
          ]
        : [],
    generateBundle() {
      if (!enabled()) return
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(webManifest, null, 2)}\n` })
      for (const icon of appIcons) {
        this.emitFile({ type: 'asset', fileName: icon.src, source: readFileSync(join(import.meta.dirname, icon.src)) })
      }
    },
    async writeBundle(_options, bundle) {
      if (!enabled()) return
      const outDir = resolve(config.root, config.build.outDir)
      const publicDir = config.publicDir ? filesUnder(config.publicDir) : []
      const precached = precachePaths([...Object.keys(bundle), ...publicDir], { leaveOut: mockWorkerScripts })
      // The worker's bytes must change whenever any precached file does, or browsers would never
      // see the new version: its cache name carries a hash of them all.
      const hash = createHash('sha256')
      for (const path of precached) hash.update(path).update(readFileSync(join(outDir, path)))
      const settings = { version: hash.digest('hex').slice(0, 16), precached, foreignPaths: foreignPaths(config) }
      await build({
        configFile: false,
        envDir: false,
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        define: { __APP_WORKER__: JSON.stringify(settings) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          reportCompressedSize: false,
          modulePreload: false,
          rolldownOptions: { input: workerEntry, output: { format: 'iife', entryFileNames: WORKER_FILE } },
        },
      })
    },
  }
}

// The admin application may live on the same origin under its own path (VITE_ADMIN_APP_URL): its
// pages are not this app's shell.
function foreignPaths(config: ResolvedConfig): string[] {
  const adminApp = String(config.env.VITE_ADMIN_APP_URL ?? '')
  return adminApp.startsWith('/') ? [API_PATH, adminApp] : [API_PATH]
}
