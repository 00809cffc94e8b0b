import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import {
  beginChange,
  lastSavedSnapshot,
  newerSnapshot,
  onSaved,
  persistTo,
  restoreSnapshot,
  saveChange,
  saveNow,
  saveOnLeaving,
  stopPersisting,
  takeSnapshot,
} from './persistence'
import { db } from './index'
import { authenticate } from '../rules/tokens'
import { personas } from '../seed/personas'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

describe('demo data that survives a reload', () => {
  it('comes back from a JSON snapshot with its sessions, sequences and moved clock', async () => {
    const { token } = await loginAs('regular')
    clock.advance(2 * 24 * 60 * 60 * 1000)
    const saved = JSON.parse(JSON.stringify(takeSnapshot())) as unknown

    await control.resetDatabase()
    expect(await authenticate(token, 'refresh')).toMatchObject({ ok: false })

    expect(restoreSnapshot(saved)).toBe(true)
    expect(clock.nowMs() - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60 * 1000 - 60_000)
    expect(await authenticate(token, 'refresh')).toMatchObject({ ok: true })
    const next = db.company.create({ name: 'After Reload Co.', address: 'Cebu City', created_at: clock.nowIso() })
    expect(next.id).toBe(Math.max(...db.company.getAll().map((company) => company.id)))
  })

  it('is dropped, not misread, when the tables have changed since it was saved', async () => {
    const saved = { ...takeSnapshot(), fingerprint: 'an older schema' }
    control.deactivateUser(personas.regular.email)
    expect(restoreSnapshot(saved)).toBe(false)
    expect(db.user.getAll().find((user) => user.email === personas.regular.email)?.status).toBe('inactive')
    expect(restoreSnapshot(null)).toBe(false)
    expect(restoreSnapshot('{"not":"a snapshot"}')).toBe(false)
  })
})

describe('saving in the tab that runs the mock', () => {
  it('writes and reports a change only when the data changed since the last save', () => {
    const written: string[] = []
    const storage = {
      getItem: () => null,
      setItem: (_key: string, value: string) => void written.push(value),
      removeItem: () => {},
    }
    const reports: boolean[] = []
    const stopListening = onSaved((changed) => reports.push(changed))
    persistTo(storage, 'empleo.mock.database')
    try {
      saveNow()
      saveNow()
      control.deactivateUser(personas.regular.email)
      saveNow()
      expect(reports).toEqual([true, false, true])
      expect(written).toHaveLength(2)

      stopPersisting()
      saveNow()
      expect(reports).toHaveLength(3)
    } finally {
      stopPersisting()
      stopListening()
    }
  })
})

describe('the next tab to run the mock', () => {
  it('restores the copy saved last: the one the leader handed over when its storage has not caught up', () => {
    const written: string[] = []
    persistTo({ getItem: () => null, setItem: (_key, value) => void written.push(value), removeItem: () => {} }, 'key')
    try {
      saveNow()
      const stale = JSON.parse(written.at(-1) as string) as unknown
      control.deactivateUser(personas.regular.email)
      saveNow() // just before the leader closed: only the handover carries it yet
      const handedOver = JSON.parse(lastSavedSnapshot() as string) as unknown

      expect(newerSnapshot(stale, handedOver)).toBe(handedOver)
      expect(newerSnapshot(handedOver, stale)).toBe(handedOver)
      expect(newerSnapshot(stale, null)).toBe(stale)
      const statusOf = () => db.user.getAll().find((user) => user.email === personas.regular.email)?.status
      expect(restoreSnapshot(stale)).toBe(true)
      expect(statusOf()).toBe('active')
      expect(restoreSnapshot(newerSnapshot(stale, handedOver))).toBe(true)
      expect(statusOf()).toBe('inactive')
    } finally {
      stopPersisting()
    }
  })
})

describe('a leader going away with a write under way', () => {
  it('saves nothing of it: the write is saved only whole, with its answer, or not at all', () => {
    const written: string[] = []
    persistTo({ getItem: () => null, setItem: (_key, value) => void written.push(value), removeItem: () => {} }, 'key')
    try {
      saveNow()
      beginChange()
      control.deactivateUser(personas.regular.email) // applied, not yet saved with its answer
      saveOnLeaving()
      expect(written).toHaveLength(1)

      saveChange()
      saveOnLeaving() // nothing under way, nothing new
      expect(written).toHaveLength(2)
      expect(restoreSnapshot(JSON.parse(written[0] as string))).toBe(true)
      expect(db.user.getAll().find((user) => user.email === personas.regular.email)?.status).toBe('active')
      expect(restoreSnapshot(JSON.parse(written[1] as string))).toBe(true)
      expect(db.user.getAll().find((user) => user.email === personas.regular.email)?.status).toBe('inactive')
    } finally {
      stopPersisting()
    }
  })
})
