import { describe, expect, it } from 'vitest'
import { findSlowdown } from './calibrate-cpu'

/** A machine whose index falls a little less than in proportion to the slowdown, as Chromium's does. */
const machine = (fullSpeed: number) => {
  const asked: number[] = []
  const indexAt = async (rate: number) => {
    asked.push(rate)
    return fullSpeed / rate ** 0.95
  }
  return { indexAt, asked }
}

describe('the CPU slowdown calibrated to the phone (benchmark index 264)', () => {
  it('slows a fast machine down until its index is within 10 of the phone, to the hundredth', async () => {
    const { indexAt } = machine(2_600)
    const { fullSpeedIndex, slowdown, indexAtSlowdown } = await findSlowdown(indexAt, 264)
    expect(fullSpeedIndex).toBe(2_600)
    expect(Math.abs(indexAtSlowdown - 264)).toBeLessThan(10)
    expect(slowdown).toBeGreaterThan(10)
    expect(slowdown).toBeLessThan(12)
    expect(Math.round(slowdown * 100)).toBe(slowdown * 100)
  })

  it('slows a slower machine down less, so both are the same phone', async () => {
    const fast = await findSlowdown(machine(2_600).indexAt, 264)
    const slow = await findSlowdown(machine(1_300).indexAt, 264)
    expect(slow.slowdown).toBeLessThan(fast.slowdown / 1.8)
    expect(Math.abs(slow.indexAtSlowdown - 264)).toBeLessThan(10)
  })

  it('recovers from one noisy measure rather than settling on it', async () => {
    let calls = 0
    const noisy = async (rate: number) => {
      calls += 1
      // The first measure at a slowdown comes out a fifth too high, as when the machine was briefly idle.
      return (2_600 / rate ** 0.95) * (calls === 3 ? 1.2 : 1)
    }
    const { indexAtSlowdown } = await findSlowdown(noisy, 264)
    expect(Math.abs(indexAtSlowdown - 264)).toBeLessThan(10)
  })

  it('does not slow down a machine no faster than the phone', async () => {
    expect(await findSlowdown(machine(250).indexAt, 264)).toEqual({
      fullSpeedIndex: 250,
      slowdown: 1,
      indexAtSlowdown: 250,
    })
  })
})
