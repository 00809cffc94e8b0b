import { describe, expect, it } from 'vitest'
import { greetingFor } from './greeting'

// Manila is UTC+8 all year: 04:00Z is noon there.
const manila = (time: string) => Date.parse(`2026-11-23T${time}+08:00`)

describe('the dashboard greeting', () => {
  it('follows the hour in Manila, whatever the browser’s time zone', () => {
    expect(greetingFor('Maria Santos', manila('11:59'))).toBe('Good morning, Maria')
    expect(greetingFor('Maria Santos', manila('12:00'))).toBe('Good afternoon, Maria')
    expect(greetingFor('Maria Santos', manila('18:00'))).toBe('Good evening, Maria')
    expect(greetingFor('Maria Santos', manila('00:30'))).toBe('Good morning, Maria')
  })

  it('uses the first name only, and still greets when no name is known', () => {
    expect(greetingFor('  Jose Protacio Rizal ', manila('09:00'))).toBe('Good morning, Jose')
    expect(greetingFor('', manila('09:00'))).toBe('Good morning')
  })
})
