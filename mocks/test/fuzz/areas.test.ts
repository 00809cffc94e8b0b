import { contract } from '@contract'
import { expect, it } from 'vitest'
import { fuzzedAreas } from './areas'

it('fuzzes every area of the contract, each in one file', () => {
  const fuzzed = Object.values(fuzzedAreas).flat()
  expect([...fuzzed].sort()).toEqual(Object.keys(contract).sort())
})
