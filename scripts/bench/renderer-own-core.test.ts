import { describe, expect, it } from 'vitest'
import { coresOfList, splitCores } from './renderer-own-core'

describe('the renderer on a core of its own', () => {
  it("reads taskset's list of cores, ranges and single cores alike", () => {
    expect(coresOfList('0,1')).toEqual([0, 1])
    expect(coresOfList(' 0-2,5\n')).toEqual([0, 1, 2, 5])
    expect(() => coresOfList('f')).toThrow('not a list of cores')
  })

  it('gives the renderer the last core and leaves the others to everything else', () => {
    expect(splitCores([0, 1])).toEqual({ renderer: 1, others: [0] })
    expect(splitCores([4, 5, 6, 7])).toEqual({ renderer: 7, others: [4, 5, 6] })
  })

  it('leaves a one-core machine as it is', () => {
    expect(splitCores([0])).toBeUndefined()
  })
})
