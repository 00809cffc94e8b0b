/** A value in memory that screens and modules can read and be told of, outside React's state. */
export type ObservableValue<T> = {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/** One value with its listeners, told only when it changes. */
export function observableValue<T>(initial: T): ObservableValue<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
