import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Every build writes, beside each text file, its Brotli (`.br`) and gzip (`.gz`) copies at the highest
 * quality, so a static host serves them as they are (nginx's `brotli_static` and `gzip_static`, Caddy's
 * `precompressed`) instead of compressing on each request at a lower quality. `npm run size` and the
 * phone benches read the same copies: the budgets are judged on what is served (docs/decisions/0059).
 */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt'])

export type Encoding = 'br' | 'gzip'
export const fileSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

export function compress(content: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
    : gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
}

/** Writes the `.br` and `.gz` copies of every compressible file under `dir` (source maps left out). */
export function precompressFolder(dir: string): void {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => COMPRESSIBLE.has(extname(file)) && !file.startsWith('.vite'),
  )
  for (const file of files) {
    const content = readFileSync(join(dir, file))
    for (const encoding of ['br', 'gzip'] as const)
      writeFileSync(join(dir, `${file}${fileSuffix[encoding]}`), compress(content, encoding))
  }
}

export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'empleo-precompress',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved
    },
    // After every other plugin has written its files (the worker, the prerendered page, the gate).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => precompressFolder(resolve(config.root, config.build.outDir)),
    },
  }
}
