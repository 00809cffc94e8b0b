// The first sign of a person at the page: a pointer moving or pressed, a touch, a key, focus. It comes
// well before their click on a button lands.
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** Runs `task` once, at the person's first interaction; returns a function that stops waiting. */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    stop()
    task()
  }
  const stop = () => INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, run, true))
  INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  return stop
}
