/**
 * docs/product/states.md#idle-timeout, idle: mouse, key and touch activity; wheel and scroll too, since reading a long
 * page with the wheel is being there. Capture phase, so a handler that stops propagation cannot
 * hide activity; passive, so listening never delays scrolling.
 */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

/** Calls `listener` on every activity event in this tab; returns the unsubscribe. */
export function onUserActivity(listener: () => void): () => void {
  const options = { capture: true, passive: true } as const
  ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, listener, options))
  return () => ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, listener, options))
}
