import { startTransition, useEffect, useState, type ReactNode } from 'react'

export type AfterFirstPaintProps = {
  children: ReactNode
  /** What holds the place until then: nothing, or a skeleton. */
  fallback?: ReactNode
}

/**
 * `children` once the render that mounted this has been painted (a frame, then a task), rendered in a
 * transition: what lies below the fold, or a dialog's heavy content, joins after the paint a press or a
 * navigation waits for, on a phone too (docs/product/quality-targets.md#performance).
 */
export function AfterFirstPaint({ children, fallback = null }: AfterFirstPaintProps) {
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
  return painted ? children : fallback
}
