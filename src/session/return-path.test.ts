import { beforeEach, describe, expect, it } from 'vitest'
import { rememberReturnPath, takeReturnPath } from './return-path'

describe('return path after a session the app ended', () => {
  beforeEach(() => localStorage.clear())

  it('sends the same person back once', () => {
    rememberReturnPath(7, '/leave?page=2')
    expect(takeReturnPath(7)).toBe('/leave?page=2')
    expect(takeReturnPath(7)).toBeNull()
  })

  it('does not send another person there, and forgets it', () => {
    rememberReturnPath(7, '/leave')
    expect(takeReturnPath(8)).toBeNull()
    expect(takeReturnPath(7)).toBeNull()
  })

  it('never keeps an address off the site', () => {
    rememberReturnPath(7, '//evil.example/phish')
    expect(takeReturnPath(7)).toBeNull()
    localStorage.setItem('empleo-return-path', JSON.stringify({ userId: 7, path: 'https://evil.example' }))
    expect(takeReturnPath(7)).toBeNull()
  })

  it('ignores a stored value that does not parse', () => {
    localStorage.setItem('empleo-return-path', '{not json')
    expect(takeReturnPath(7)).toBeNull()
  })
})
