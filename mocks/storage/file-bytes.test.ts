import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoredFileRow } from '../db'
import {
  bytesOf,
  bytesSettled,
  forgetAllBytes,
  forgetBytes,
  keepBytes,
  keepBytesIn,
  memoryByteStore,
  type FileByteStore,
} from './file-bytes'
import { indexedDbByteStore } from './indexeddb-file-bytes'

const bytes = (...values: number[]) => new Uint8Array(values)

/** The row of an uploaded file (no generated_from: its bytes come only from the store). */
const uploaded = (storedName: string) => ({ stored_name: storedName, generated_from: null }) as StoredFileRow

let databases = 0
const freshIndexedDb = () => indexedDbByteStore(`empleo-mock-files-test-${++databases}`)

describe.each([
  ['in memory (Node tests)', memoryByteStore],
  ['in IndexedDB (the browser)', freshIndexedDb],
])('a file byte store %s', (_, makeStore: () => FileByteStore) => {
  it('gives back what was put under a name, and nothing for a name it never had', async () => {
    const store = makeStore()
    await store.put('a.pdf', bytes(37, 80, 68, 70))
    expect(await store.get('a.pdf')).toEqual(bytes(37, 80, 68, 70))
    expect(await store.get('b.pdf')).toBeNull()
  })

  it('forgets one file on delete and every file on clear', async () => {
    const store = makeStore()
    await store.put('a.png', bytes(1))
    await store.put('b.png', bytes(2))
    await store.delete('a.png')
    expect(await store.get('a.png')).toBeNull()
    expect(await store.get('b.png')).toEqual(bytes(2))
    await store.clear()
    expect(await store.get('b.png')).toBeNull()
  })
})

describe('the IndexedDB store', () => {
  it('still holds a file after a reload, when the page opens the same database again', async () => {
    await indexedDbByteStore('empleo-mock-files-reload').put('receipt.jpg', bytes(255, 216, 255))
    const afterReload = indexedDbByteStore('empleo-mock-files-reload')
    expect(await afterReload.get('receipt.jpg')).toEqual(bytes(255, 216, 255))
  })
})

describe('the bytes of uploads', () => {
  afterEach(async () => {
    forgetAllBytes()
    await bytesSettled()
    keepBytesIn(memoryByteStore())
  })

  it('are readable the moment they are kept, and reach the store behind the scenes', async () => {
    const store = freshIndexedDb()
    keepBytesIn(store)
    keepBytes('new.pdf', bytes(9, 8, 7))
    expect(await bytesOf(uploaded('new.pdf'))).toEqual(bytes(9, 8, 7))
    await bytesSettled()
    expect(await store.get('new.pdf')).toEqual(bytes(9, 8, 7))
  })

  it('are gone once forgotten, one file or all of them (a demo reset), from the store too', async () => {
    const store = freshIndexedDb()
    keepBytesIn(store)
    keepBytes('one.pdf', bytes(1))
    keepBytes('two.pdf', bytes(2))
    forgetBytes('one.pdf')
    expect(await bytesOf(uploaded('one.pdf'))).toBeNull()
    expect(await bytesOf(uploaded('two.pdf'))).toEqual(bytes(2))
    forgetAllBytes()
    expect(await bytesOf(uploaded('two.pdf'))).toBeNull()
    expect(await store.get('two.pdf')).toBeNull()
  })

  it('stay readable for the session when the store refuses them (a full quota)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    keepBytesIn({ ...memoryByteStore(), put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) })
    keepBytes('big.pdf', bytes(4, 2))
    await bytesSettled()
    expect(await bytesOf(uploaded('big.pdf'))).toEqual(bytes(4, 2))
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
