import { useState } from 'react'

const sameProperties = (a: object, b: object) => {
  const aKeys = Object.keys(a) as (keyof typeof a)[]
  return aKeys.length === Object.keys(b).length && aKeys.every((key) => Object.is(a[key], b[key]))
}

/**
 * `value`, or the object an earlier render returned while its own properties are the same: a prop that
 * lets a memoised child skip a render when its parent made an equal object anew (a route's search, less
 * what opens a dialog). Kept in state, set during the render that sees a change, as React allows for
 * what a component derives from its props.
 */
export function useStableObject<T extends object>(value: T): T {
  const [kept, keep] = useState(value)
  if (kept === value || sameProperties(kept, value)) return kept
  keep(value)
  return value
}
