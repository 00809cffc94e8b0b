import { describe, expect, it } from 'vitest'
import { textTable } from './text-table'

const rows = [
  ['page', 'content', 'verdict'],
  ['/dashboard', '1.2 s', 'ok'],
  ['/leave', '12.5 s', 'MISSED'],
]

describe('a plain-text table', () => {
  it('pads each column to its widest cell, figures to the right, with no trailing spaces', () => {
    expect(textTable(rows, { leftAligned: (column) => column === 0 }).split('\n')).toEqual([
      'page        content  verdict',
      '/dashboard    1.2 s       ok',
      '/leave       12.5 s   MISSED',
    ])
  })

  it('aligns to the left the columns it is told, and rules the header off when asked', () => {
    expect(textTable(rows, { leftAligned: () => true, ruled: true }).split('\n')).toEqual([
      'page        content  verdict',
      '----------  -------  -------',
      '/dashboard  1.2 s    ok',
      '/leave      12.5 s   MISSED',
    ])
  })
})
