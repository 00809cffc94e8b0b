import { describe, expect, it } from 'vitest'
import { InvalidEnvError, parseEnv } from './parse-env'

describe('environment validation', () => {
  it('accepts the mock mode and fills in the same-origin API and the default admin address', () => {
    expect(parseEnv({ VITE_API_MODE: 'mock' })).toEqual({
      VITE_API_MODE: 'mock',
      VITE_API_BASE_URL: '',
      VITE_ADMIN_APP_URL: '/admin',
    })
  })

  it('accepts a real API origin, ignoring a trailing slash', () => {
    const env = parseEnv({
      VITE_API_MODE: 'real',
      VITE_API_BASE_URL: 'https://api.empleo.ph/',
      VITE_ADMIN_APP_URL: 'https://admin.empleo.ph',
    })
    expect(env.VITE_API_BASE_URL).toBe('https://api.empleo.ph')
    expect(env.VITE_ADMIN_APP_URL).toBe('https://admin.empleo.ph')
  })

  it('stops start-up on an unknown API mode, naming the variable and the value', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'staging' })).toThrow(InvalidEnvError)
    expect(() => parseEnv({ VITE_API_MODE: 'staging' })).toThrow(/VITE_API_MODE must be 'mock'.*\(got "staging"\)/)
  })

  it('stops start-up when the API mode is missing', () => {
    expect(() => parseEnv({})).toThrow(/VITE_API_MODE .*\(got nothing\)/)
  })

  it.each(['https://api.empleo.ph/api/v1', 'ftp://api.empleo.ph', 'api.empleo.ph'])(
    'refuses %s as the API base URL: it must be an http(s) origin',
    (value) => {
      expect(() => parseEnv({ VITE_API_MODE: 'real', VITE_API_BASE_URL: value })).toThrow(
        /VITE_API_BASE_URL must be an absolute http\(s\) origin/,
      )
    },
  )

  it.each(['javascript:alert(1)', '//evil.example', 'admin'])(
    'refuses %s as the admin application address',
    (value) => {
      expect(() => parseEnv({ VITE_API_MODE: 'real', VITE_ADMIN_APP_URL: value })).toThrow(/VITE_ADMIN_APP_URL/)
    },
  )

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'prod', VITE_API_BASE_URL: 'localhost:8000' })).toThrow(
      /VITE_API_MODE[\s\S]*VITE_API_BASE_URL/,
    )
  })
})
