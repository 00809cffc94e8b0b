/** Shown while a lazily loaded screen is fetched: a pulsing blue dot in the middle of the viewport. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh w-full items-center justify-center">
      <span
        aria-hidden="true"
        className="size-4 animate-pulse-dot rounded-full bg-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">Loading…</span>
    </div>
  )
}
