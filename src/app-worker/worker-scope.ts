/**
 * The few service worker globals the app worker uses. The project compiles against the DOM's types;
 * adding TypeScript's WebWorker library would redeclare the DOM's globals for the whole app.
 */
export type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }

export type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void }

export type ExtendableMessageEvent = ExtendableEvent & { data: unknown }

export type ServiceWorkerScope = {
  location: Location
  caches: CacheStorage
  clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
