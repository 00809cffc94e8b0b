import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compileHints } from './scripts/bundle/compile-hints.ts'
import { inlineGate } from './scripts/bundle/inline-gate.ts'
import { precompress } from './scripts/bundle/precompress.ts'
import { routePreloadsPlugin } from './scripts/bundle/route-preloads.ts'
import { stylesheetBesideGate } from './scripts/bundle/stylesheet-beside-gate.ts'
import { pageRouteFiles, sharedFirstLoadChunk, signedInShellChunk } from './scripts/bundle/first-load-chunks.ts'
import { tsRestPureSchema } from './scripts/bundle/ts-rest-pure-schema.ts'
import { contentSecurityPolicy } from './scripts/csp.ts'
import { installableApp } from './scripts/installable-app/plugin.ts'
import { prerenderLanding } from './scripts/prerender-landing.ts'
import { demoAccounts } from './scripts/print-demo-accounts.ts'
import { stripMockWorker } from './scripts/strip-mock-worker.ts'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

// The production bundle runs under a strict CSP. A <meta> cannot carry frame-ancestors, so the
// full policy is also sent as a header by `vite preview` and documented for the real host.
function cspMeta(): Plugin {
  return {
    name: 'empleo-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ meta: true }) },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    cspMeta(),
    prerenderLanding(),
    routePreloadsPlugin(),
    inlineGate(),
    stylesheetBesideGate(),
    stripMockWorker(),
    tsRestPureSchema(),
    installableApp(),
    demoAccounts(),
    compileHints(),
    precompress(),
  ],
  resolve: {
    alias: {
      '@/': path('./src/'),
      '@contract/': path('./contract/'),
      '@contract': path('./contract/index.ts'),
      '@mocks/': path('./mocks/'),
    },
  },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: mode !== 'production',
    // Read by scripts/size.ts to find what the landing page loads first.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // What every signed-in page loads first is one chunk, `signed-in`: the router, TanStack Query, the
          // API client, our shell, and what most pages load with their own code. Left to the automatic split they come as a dozen small chunks (one per
          // set of importers), each compressed on its own and each one more script for the phone to read
          // (docs/decisions/0036-employee-first-load.md). React gets its own group, first, so none pulls it
          // in and the landing page's entry keeps to what it needs. What both the landing page and every
          // signed-in page load first is one chunk too, `shared`.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: sharedFirstLoadChunk(), priority: 1, includeDependenciesRecursively: false },
            {
              name: signedInShellChunk(pageRouteFiles(path('./src/routes/_app'))),
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: {
    port: mode === 'demo' ? 4174 : 4173,
    headers: { 'Content-Security-Policy': contentSecurityPolicy({ meta: false }) },
  },
  test: {
    // Two cores run every file at once; a journey through the mock (hashing, lazy chunks) can take a
    // few seconds there. A passing test pays nothing for the room.
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: one worker on the two cores CI has.
    maxWorkers: 2,
    // Files share one module graph and one environment per worker: loading React, the router and the
    // mock once per worker instead of once per file halved the run. A file that mocks or swaps a
    // module or a global (vi.mock, vi.hoisted, vi.stubGlobal) would leak it into the files after it,
    // and one that needs a module's own state fresh (a pending logout redirect) could meet another
    // file's: such a file is named *.isolated.test.* and gets a graph of its own (docs/decisions/0025).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: ['contract/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['mocks/test/between-files.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['mocks/test/between-files.ts', 'src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['mocks/test/between-files.ts', 'src/test/setup.ts'],
        },
      },
    ],
  },
}))
