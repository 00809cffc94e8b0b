import { API_PREFIX } from '@contract'
import { getResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { takeContractViolations } from '../adapter'
import { control } from '../control-api/index'
import { db } from '../db'
import { persistTo, restoreSnapshot, stopPersisting } from '../db/persistence'
import { handlers } from '../handlers'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'
import { REQUEST_ID_HEADER } from './carried-http'
import { servedOnce } from './served-once'

useMockServer()
useSeedAt()

const serve = servedOnce((request) => getResponse(handlers, request))
const mariasLeaves = () => db.leave_request.getAll().filter((row) => row.user_id === userIdOf('regular'))

function fileLeave(token: string, requestId: string, days = ['2026-12-14', '2026-12-15']): Request {
  const form = new FormData()
  form.append('type', 'vacation')
  form.append('date_started', days[0] as string)
  form.append('date_finished', days[1] as string)
  form.append('reason', 'Personal matters.')
  return new Request(`${TEST_API_ORIGIN}${API_PREFIX}/leaves`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, [REQUEST_ID_HEADER]: requestId },
    body: form,
  })
}

describe('a write a tab sends again because its leader went away before answering', () => {
  it('the next leader, restored from what was saved, gives the first answer and files nothing twice', async () => {
    const { token } = await loginAs('regular')
    const saved: string[] = []
    persistTo({ getItem: () => null, setItem: (_key, value) => void saved.push(value), removeItem: () => {} }, 'test')
    try {
      const before = mariasLeaves().length
      const first = await serve(fileLeave(token, 'tab-b:7'))
      expect(first?.status).toBe(201)
      const filed = (await first?.json()) as unknown

      // The leader closed as it answered: the next tab restores what it saved, and is asked again.
      await control.resetDatabase()
      expect(restoreSnapshot(JSON.parse(saved.at(-1) as string))).toBe(true)
      const again = await serve(fileLeave(token, 'tab-b:7'))
      expect(again?.status).toBe(201)
      expect(await again?.json()).toEqual(filed)
      expect(mariasLeaves()).toHaveLength(before + 1)

      // Another request id is another request, applied as such.
      const next = await serve(fileLeave(token, 'tab-b:8', ['2026-12-21', '2026-12-22']))
      expect(next?.status).toBe(201)
      expect(((await next?.json()) as { data: { id: number } }).data.id).not.toBe(
        (filed as { data: { id: number } }).data.id,
      )
    } finally {
      stopPersisting()
    }
  })
})

describe('a write whose handler fails after creating its record (once answered 500, yet filed)', () => {
  it('answers 500 and keeps nothing, and its retry with the same request id files it once', async () => {
    const { token } = await loginAs('regular')
    const saved: string[] = []
    persistTo({ getItem: () => null, setItem: (_key, value) => void saved.push(value), removeItem: () => {} }, 'test')
    try {
      const before = mariasLeaves().length
      // The leave row is created, then its first status change fails: the handler throws half done.
      const failing = vi.spyOn(db.request_status_change, 'create').mockImplementationOnce(() => {
        throw new Error('the page went away mid-write')
      })
      const failed = await serve(fileLeave(token, 'tab-b:9'))
      failing.mockRestore()
      expect(failed?.status).toBe(500)
      expect(takeContractViolations()).toEqual([expect.stringContaining('the page went away mid-write')])
      expect(mariasLeaves()).toHaveLength(before)

      // What the leader saved holds no such leave either: the next leader would not find it.
      await control.resetDatabase()
      expect(restoreSnapshot(JSON.parse(saved.at(-1) as string))).toBe(true)
      expect(mariasLeaves()).toHaveLength(before)

      // Sent again with the same id, it runs afresh (the 500 was not kept as its answer) and files once.
      const again = await serve(fileLeave(token, 'tab-b:9'))
      expect(again?.status).toBe(201)
      const { data } = (await again?.json()) as { data: { id: number } }
      expect(mariasLeaves().map((row) => row.id)).toContain(data.id)
      expect(mariasLeaves()).toHaveLength(before + 1)
    } finally {
      stopPersisting()
    }
  })

  it('undoes only its own change: a write that overlaps it is kept', async () => {
    const { token } = await loginAs('regular')
    const before = mariasLeaves().length
    const failing = vi.spyOn(db.request_status_change, 'create').mockImplementationOnce(() => {
      throw new Error('half done')
    })
    const [failed, filed] = await Promise.all([
      serve(fileLeave(token, 'tab-b:10')),
      serve(fileLeave(token, 'tab-c:1', ['2026-12-21', '2026-12-22'])),
    ])
    failing.mockRestore()
    takeContractViolations()
    expect([failed?.status, filed?.status]).toEqual([500, 201])
    const { data } = (await filed?.json()) as { data: { id: number } }
    expect(mariasLeaves().map((row) => row.id)).toEqual(expect.arrayContaining([data.id]))
    expect(mariasLeaves()).toHaveLength(before + 1)
  })
})
