import { describe, expect, it } from 'vitest'
import type { CorpusEntry } from './corpus'
import { mergeCorpus } from './merge-corpus'

const entry = (journey: string, url: string, key?: string): CorpusEntry => ({
  route: 'leave.create',
  method: 'POST',
  url,
  as: 'maria.santos@bayanihantech.ph',
  contentType: null,
  ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  journey,
})

describe('a recording of some journeys merged into the corpus', () => {
  const held = [
    entry('dashboard-spec-ts-a', '/a'),
    entry('leave-spec-ts-files', '/leaves'),
    entry('leave-spec-ts-files', '/leaves/types'),
    entry('shell-spec-ts-menu', '/menu'),
  ]

  it('replaces what the recorded journeys held and keeps every other journey, in file order', () => {
    const recorded = new Map([
      ['leave-spec-ts-files', [entry('leave-spec-ts-files', '/leaves', 'k-1')]],
      ['offline-outbox-spec-ts-two-tabs', [entry('offline-outbox-spec-ts-two-tabs', '/item-requests', 'k-2')]],
    ])
    expect(mergeCorpus(held, recorded)).toEqual([
      held[0],
      entry('leave-spec-ts-files', '/leaves', 'k-1'),
      entry('offline-outbox-spec-ts-two-tabs', '/item-requests', 'k-2'),
      held[3],
    ])
  })

  it('keeps a request once, where it is first seen', () => {
    const recorded = new Map([['leave-spec-ts-files', [entry('leave-spec-ts-files', '/menu')]]])
    expect(mergeCorpus(held, recorded).map(({ url, journey }) => `${journey} ${url}`)).toEqual([
      'dashboard-spec-ts-a /a',
      'leave-spec-ts-files /menu',
    ])
  })
})
