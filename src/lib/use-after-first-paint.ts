import { startTransition, useEffect, useState } from 'react'

/**
 * False on the first render, then true once that render has been painted (a frame, then a task), set in a
 * transition: what lies below the fold can join the page after the paint a navigation waits for, on a phone
 * too (docs/product/quality-targets.md#performance).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: number | undefined
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      window.cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [])
  return painted
}
