import { paginationMetaSchema } from '@contract/envelope'
import { describe, expect, it } from 'vitest'
import { paginate } from './query'

type Leave = { id: number; status: string; updated_at: string; days: number | null }

const rows: Leave[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  status: index % 3 === 0 ? 'pending' : 'approved',
  updated_at: `2026-01-${String((index % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
  days: index % 5 === 0 ? null : index,
}))

describe('paging a list the way the server does', () => {
  it('gives the requested page and a position that matches the contract', () => {
    const { data, meta } = paginate(rows, { sort: 'id', page: 2, perPage: 10 })
    expect(data.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(meta).toEqual({ current_page: 2, last_page: 3, per_page: 10, total: 23, from: 11, to: 20 })
    expect(paginationMetaSchema.safeParse(meta).success).toBe(true)
  })

  it('sorts descending with a leading minus, newest first by default keys', () => {
    const { data } = paginate(rows, { sort: '-updated_at', page: 1, perPage: 3 })
    expect(data.map((row) => row.updated_at)).toEqual([
      '2026-01-23T00:00:00.000Z',
      '2026-01-22T00:00:00.000Z',
      '2026-01-21T00:00:00.000Z',
    ])
  })

  it('filters before counting, so the total is of the matching records', () => {
    const { data, meta } = paginate(rows, {
      where: (row) => row.status === 'pending',
      sort: 'id',
      page: 1,
      perPage: 100,
    })
    expect(data.every((row) => row.status === 'pending')).toBe(true)
    expect(meta.total).toBe(8)
  })

  it('answers an empty page past the end, with no from and to', () => {
    const { data, meta } = paginate(rows, { sort: 'id', page: 9, perPage: 10 })
    expect(data).toEqual([])
    expect(meta).toMatchObject({ current_page: 9, last_page: 3, from: null, to: null })
    expect(paginationMetaSchema.safeParse(meta).success).toBe(true)
  })

  it('answers one empty page for an empty table', () => {
    expect(paginate([], { sort: 'id', page: 1, perPage: 10 }).meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
      from: null,
      to: null,
    })
  })

  it('keeps empty values together and breaks ties by id so pages never overlap', () => {
    const ascending = paginate(rows, { sort: 'days', page: 1, perPage: 23 }).data
    expect(ascending.slice(0, 5).map((row) => row.days)).toEqual([null, null, null, null, null])
    const pages = [1, 2, 3].flatMap((page) =>
      paginate(rows, { sort: 'status', page, perPage: 10 }).data.map((row) => row.id),
    )
    expect(new Set(pages).size).toBe(23)
  })

  it('does not reorder the records it was given', () => {
    const before = rows.map((row) => row.id)
    paginate(rows, { sort: '-id', page: 1, perPage: 5 })
    expect(rows.map((row) => row.id)).toEqual(before)
  })
})
