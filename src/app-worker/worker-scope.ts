/**
 * The few service worker globals the app worker uses. The project compiles against the DOM's types;
 * adding TypeScript's WebWorker library would redeclare the DOM's globals for the whole app.
 */
export type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }

export type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void }

export type ExtendableMessageEvent = ExtendableEvent & { data: unknown }

/** A push from the push service: its payload, decrypted, or null when it came without one. */
export type PushEvent = ExtendableEvent & { data: { text(): string } | null }

/** A click on a notification the worker showed (the DOM's Notification holds its data and close()). */
export type NotificationEvent = ExtendableEvent & { notification: Notification }

/** Background Sync: the browser wakes the worker once the line is back, for the tag a page registered. */
export type SyncEvent = ExtendableEvent & { tag: string }

/** An open page of the origin, as the worker sees it. */
export type WindowClient = {
  url: string
  focused: boolean
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
  postMessage(message: unknown): void
}

export type ServiceWorkerScope = {
  location: Location
  caches: CacheStorage
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> }
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
}
