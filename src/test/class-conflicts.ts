import { twMerge } from 'tailwind-merge'
import type { cn } from '@/lib/cn'

// On the global object, so the cn a test file imports and the setup's check share one list whatever
// the module graph (the 'dom' project shares one per worker, a test may reset modules).
const key = Symbol.for('empleo.classConflicts')
const holder = globalThis as typeof globalThis & { [key]?: string[] }
const found = (holder[key] ??= [])

/**
 * cn as the product has it, and noting each list it joins where tailwind-merge would have dropped a
 * class: one that a later class of the same kind overrides (docs/decisions/0040-no-tailwind-merge.md).
 */
export function checkedCn(joined: typeof cn): typeof cn {
  return (...inputs) => {
    const classes = joined(...inputs)
    const kept = new Set(twMerge(classes).split(' '))
    const overridden = classes.split(/\s+/).filter((name) => name !== '' && !kept.has(name))
    if (overridden.length > 0) found.push(`"${classes}": ${overridden.join(', ')} overridden by a later class`)
    return classes
  }
}

/** Throws, listing them, if any list was joined with conflicting classes since the last call. */
export function failOnClassConflicts() {
  const conflicts = found.splice(0)
  if (conflicts.length === 0) return
  throw new Error(
    `Conflicting classes (two set the same thing for the same state; give the component a prop or a variant instead, docs/decisions/0040-no-tailwind-merge.md):\n${conflicts.join('\n')}`,
  )
}
