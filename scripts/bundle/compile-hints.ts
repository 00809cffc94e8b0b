import type { Plugin } from 'vite'

/** V8's hint, read only on a script's first line: compile every function now, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks whose functions nearly all run before a signed-in page shows its content: the entry, `shared` and
 * `signed-in` (first-load-chunks.ts). V8 otherwise compiles each function on the main thread when it is first called;
 * with the hint it compiles them all on a background thread while the file streams in. On the phone the content came
 * 0.3 s sooner on a first visit (docs/decisions/0074-the-shell-on-the-phone.md). React is left out: most of React DOM
 * never runs at load, and compiling it all cost more than it saved.
 */
// The hint changes no behaviour, so the files keep the names their code's hash gave them.
const RUN_AT_LOAD = new Set(['index', 'shared', 'signed-in'])

/** Writes COMPILE_HINT at the top of the chunks in RUN_AT_LOAD, and moves their source maps down the line it takes. */
export function compileHints(): Plugin {
  return {
    name: 'empleo-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !RUN_AT_LOAD.has(chunk.name)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}
