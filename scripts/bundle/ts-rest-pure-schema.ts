import type { Plugin } from 'vite'

const MODULE = /[\\/]@ts-rest[\\/]core[\\/]index\.esm\.mjs$/
const START = 'const ZodErrorSchema = '
const END = '\n});\n'

/**
 * ts-rest's client module builds a zod schema as it loads (`ZodErrorSchema`, for its server side).
 * Unused, it would still keep all of zod, about 13 KB, on every page's first load, since a bundler
 * cannot know that building it has no effect. This wraps that one statement in a function call marked
 * pure, which the bundler drops when nothing reads the schema (docs/decisions/0039-zod-off-the-first-load.md).
 * A ts-rest release that moves the statement fails the build, rather than quietly bringing zod back.
 */
export function tsRestPureSchema(): Plugin {
  return {
    name: 'empleo-ts-rest-pure-schema',
    apply: 'build',
    transform(code, id) {
      if (!MODULE.test(id)) return null
      const start = code.indexOf(START)
      const end = code.indexOf(END, start)
      if (start < 0 || end < 0)
        this.error(`${START.trim()} was not found in ${id}: see scripts/bundle/ts-rest-pure-schema.ts`)
      const value = code.slice(start + START.length, end + END.length - 2)
      return {
        code: `${code.slice(0, start)}${START}/* @__PURE__ */ (() => ${value})();\n${code.slice(end + END.length)}`,
        map: null,
      }
    },
  }
}
