import { describe, expect, it } from 'vitest'
import { values } from './option-values'
import { accessActionOptions, accessActorRoleOptions, privacyCategoryOptions } from './privacy-options'
import { accessActionValues, accessActorRoleValues, privacyCategoryValues } from './privacy-values'

describe('the privacy option lists', () => {
  it('label every value of their value lists, once and in the same order', () => {
    expect(values(privacyCategoryOptions)).toEqual([...privacyCategoryValues])
    expect(values(accessActorRoleOptions)).toEqual([...accessActorRoleValues])
    expect(values(accessActionOptions)).toEqual([...accessActionValues])
  })
})
