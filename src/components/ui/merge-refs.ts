import type { Ref, RefCallback } from 'react'

/** One ref callback that fills several refs (a library's and the caller's); memoise it per pair. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    }
    return () => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(null)
        else if (ref) ref.current = null
      }
    }
  }
}
