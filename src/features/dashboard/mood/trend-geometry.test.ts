import { describe, expect, it } from 'vitest'
import { linearScale, linePath, pointPositions } from './trend-geometry'

describe('the mood trend geometry', () => {
  it('spreads the days evenly, with the same room at both ends', () => {
    // 5 points over 0..100 with 0.5 step of room each end: 5 steps of 20, the first at 10.
    expect(pointPositions(5, [0, 100], 0.5)).toEqual([10, 30, 50, 70, 90])
    expect(pointPositions(1, [0, 100], 0.4)).toEqual([50])
  })

  it('puts the lowest score at the bottom and the highest at the top', () => {
    const y = linearScale([1, 5], [108, 10])
    expect(y(1)).toBe(108)
    expect(y(5)).toBe(10)
    expect(y(3)).toBe(59)
  })

  it('draws a line through the shared days and breaks it where a day is missing', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3, y: 4 }, null, { x: 5.123, y: 6 }, { x: 7, y: 8 }])).toBe(
      'M1,2L3,4M5.12,6L7,8',
    )
    expect(linePath([null, null])).toBe('')
  })
})
