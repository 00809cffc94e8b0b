import { clear, createStore, del, get, set } from 'idb-keyval'
import type { FileByteStore } from './file-bytes'

/**
 * Uploaded bytes in the browser's IndexedDB (mock and demo builds), so a file attached in a demo
 * opens after a reload. idb-keyval is a tiny, well-kept wrapper over the one object store we need;
 * IndexedDB stores the Uint8Array as it is, without a base64 detour.
 */
export function indexedDbByteStore(databaseName = 'empleo-mock-files'): FileByteStore {
  const bytes = createStore(databaseName, 'bytes')
  return {
    put: (storedName, value) => set(storedName, value, bytes),
    get: async (storedName) => {
      const value: unknown = await get(storedName, bytes)
      return value instanceof Uint8Array ? (value as Uint8Array<ArrayBuffer>) : null
    },
    delete: (storedName) => del(storedName, bytes),
    clear: () => clear(bytes),
  }
}
