import { describe, expect, it } from 'vitest'
import { notificationTopicValues } from '@contract/options'
import { NOTICE_ICON, pushNotice, readPush } from './push-notice'

const noticeOf = (payload: unknown) => pushNotice(readPush(JSON.stringify(payload)))

describe('a push the app worker shows', () => {
  it('is worded from its topic alone and opens the record it names', () => {
    expect(noticeOf({ topic: 'leave_decided', record: { kind: 'leave', id: 42 } })).toEqual({
      title: 'Your leave request was decided',
      options: {
        body: 'Open Empleo to see it.',
        tag: 'leave_decided:leave:42',
        icon: NOTICE_ICON,
        data: { path: '/leave?request=42' },
      },
    })
    expect(noticeOf({ topic: 'expense_decided', record: { kind: 'expense', id: 7 } }).options.data.path).toBe(
      '/item?request=7',
    )
    expect(noticeOf({ topic: 'payslip_published', record: { kind: 'payslip', id: 3 } })).toMatchObject({
      title: 'Your payslip is ready',
      options: { data: { path: '/payslip/3' } },
    })
  })

  it('about a sign-in from a new device, opens Sessions and devices', () => {
    expect(noticeOf({ topic: 'security', record: { kind: 'sessions', id: null } })).toMatchObject({
      title: 'A security notice about your account',
      options: { tag: 'security:sessions', data: { path: '/privacy/sessions' } },
    })
    expect(readPush(JSON.stringify({ topic: 'security', record: { kind: 'sessions', id: 1 } }))).toBeNull()
  })

  it('about a ready copy of the data, opens Download my data', () => {
    expect(noticeOf({ topic: 'data_export_ready', record: { kind: 'data_export', id: null } })).toEqual({
      title: 'Your data is ready to download',
      options: {
        body: 'Open Empleo to download it.',
        tag: 'data_export_ready:data_export',
        icon: NOTICE_ICON,
        data: { path: '/privacy/download' },
      },
    })
    expect(readPush(JSON.stringify({ topic: 'data_export_ready', record: { kind: 'data_export', id: 4 } }))).toBeNull()
  })

  it('about the account, without a record, opens the notifications page', () => {
    expect(noticeOf({ topic: 'security', record: null })).toEqual({
      title: 'A security notice about your account',
      options: {
        body: 'Open Empleo to read it.',
        tag: 'security',
        icon: NOTICE_ICON,
        data: { path: '/notifications' },
      },
    })
  })

  it('has words for every topic of the contract, none of them the same', () => {
    const titles = notificationTopicValues.map((topic) => noticeOf({ topic, record: null }).title)
    expect(titles).not.toContain('Something new in Empleo')
    expect(new Set(titles).size).toBe(notificationTopicValues.length)
  })

  it('never shows what else a push might carry', () => {
    const notice = noticeOf({
      topic: 'leave_decided',
      record: { kind: 'leave', id: 42 },
      title: 'Vacation Leave approved',
      body: 'Maria Santos approved 3 days',
    })
    expect(JSON.stringify(notice)).not.toMatch(/Vacation|Maria|3 days/)
  })
})

describe('a push the app worker cannot read still shows, as a generic notice that opens the list', () => {
  const generic = {
    title: 'Something new in Empleo',
    options: { body: 'Open Empleo to see it.', tag: 'empleo', icon: NOTICE_ICON, data: { path: '/notifications' } },
  }

  it.each([
    ['no payload', null],
    ['text that is not JSON', 'hello'],
    ['JSON that is not an object', '"leave_decided"'],
    ['an unknown topic', JSON.stringify({ topic: 'birthday', record: null })],
    ['a topic from the prototype', JSON.stringify({ topic: 'toString', record: null })],
    ['no record at all', JSON.stringify({ topic: 'leave_decided' })],
    ['an unknown kind of record', JSON.stringify({ topic: 'leave_decided', record: { kind: 'user', id: 1 } })],
    [
      'an id that is not a whole number',
      JSON.stringify({ topic: 'leave_decided', record: { kind: 'leave', id: '1' } }),
    ],
    ['a fractional id', JSON.stringify({ topic: 'leave_decided', record: { kind: 'leave', id: 1.5 } })],
  ])('%s', (_case, text) => {
    expect(readPush(text)).toBeNull()
    expect(pushNotice(readPush(text))).toEqual(generic)
  })
})
