import { describe, expect, it } from 'vitest'
import { changePasswordBodySchema } from './profile'
import { createExpenseBodySchema } from './expense'
import { idParamSchema, newPasswordSchema, pesoAmountSchema, phMobileSchema, tinSchema } from './fields'
import { createLeaveBodySchema, leaveListQuerySchema } from './leave'
import { bankInformationBodySchema } from './onboarding'

const messages = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('password rules (docs/product/quality-targets.md#security)', () => {
  it('gives every applicable message at once, so the form can number them', () => {
    expect(messages(newPasswordSchema.safeParse('passwor'))).toEqual([
      ': The password field must be at least 8 characters.',
    ])
    expect(messages(newPasswordSchema.safeParse(' password '))).toHaveLength(1)
    expect(messages(newPasswordSchema.safeParse('Password1'))).toEqual([
      ': This password is too common. Choose one that is harder to guess.',
    ])
  })

  it('says only that an empty password is required, as Laravel checks no other rule on nothing', () => {
    expect(messages(newPasswordSchema.safeParse(''))).toEqual([': The password field is required.'])
    expect(messages(newPasswordSchema.safeParse(undefined))).toEqual([': The password field is required.'])
  })

  it('reports every rule a short common password breaks, not only the first', () => {
    expect(messages(newPasswordSchema.safeParse('qwerty'))).toEqual([
      ': The password field must be at least 8 characters.',
      ': This password is too common. Choose one that is harder to guess.',
    ])
  })

  it('accepts a passphrase and refuses more than 64 characters', () => {
    expect(newPasswordSchema.safeParse('tahimik na umaga sa baguio').success).toBe(true)
    expect(newPasswordSchema.safeParse('x'.repeat(65)).success).toBe(false)
  })

  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = changePasswordBodySchema.safeParse({
      current_password: 'old secret 1',
      password: 'a long new secret',
      password_confirmation: 'another',
    })
    expect(messages(result)).toEqual(['password_confirmation: The password confirmation does not match.'])
  })
})

describe('Philippine formats (docs/product/philippines.md#formats)', () => {
  it('normalises a mobile number typed with spaces to +639XXXXXXXXX', () => {
    expect(phMobileSchema.parse('+63 917 123 4567')).toBe('+639171234567')
    expect(phMobileSchema.safeParse('+63 817 123 4567').success).toBe(false)
    expect(phMobileSchema.safeParse('09171234567').success).toBe(false)
  })

  it('takes a TIN of 9 digits or 12 with the branch code', () => {
    expect(tinSchema.safeParse('123456789').success).toBe(true)
    expect(tinSchema.safeParse('123456789000').success).toBe(true)
    expect(tinSchema.safeParse('1234567890').success).toBe(false)
  })

  it('reads peso amounts from multipart text and keeps centavos to two places', () => {
    expect(pesoAmountSchema().parse('1499.50')).toBe(1499.5)
    expect(pesoAmountSchema().safeParse('-1').success).toBe(false)
    expect(pesoAmountSchema().safeParse('10.005').success).toBe(false)
  })

  it('takes a peso amount only as plain decimal digits, never hex, binary, octal, exponents, padding or Infinity', () => {
    expect(pesoAmountSchema().parse('12')).toBe(12)
    expect(pesoAmountSchema().parse('0.5')).toBe(0.5)
    expect(pesoAmountSchema().parse(8999.99)).toBe(8999.99)
    for (const typed of ['0x10', '0b101', '0o17', '1e3', ' 12 ', 'Infinity', '+12', '1,000', '12.', '.5', '', ' ']) {
      expect(messages(pesoAmountSchema('costing').safeParse(typed)), typed).toEqual([
        ': The costing must be written in plain digits, like 1499.50.',
      ])
    }
    expect(pesoAmountSchema().safeParse(Infinity).success).toBe(false)
    expect(pesoAmountSchema().safeParse(Number.NaN).success).toBe(false)
    expect(pesoAmountSchema().safeParse(true).success).toBe(false)
  })
})

describe('request forms', () => {
  const leave = {
    type: 'vacation',
    date_started: '2026-12-01',
    date_finished: '2026-12-03',
    reason: 'Family trip to Bohol',
  }

  it('refuses a leave that ends before it starts, or a half day over several dates', () => {
    expect(createLeaveBodySchema.safeParse(leave).success).toBe(true)
    expect(messages(createLeaveBodySchema.safeParse({ ...leave, date_finished: '2026-11-30' }))).toEqual([
      'date_finished: The end date must be on or after the start date.',
    ])
    expect(messages(createLeaveBodySchema.safeParse({ ...leave, type: 'half day-morning' }))).toEqual([
      'date_finished: A half-day leave starts and ends on the same date.',
    ])
  })

  it('refuses an impossible date', () => {
    expect(createLeaveBodySchema.safeParse({ ...leave, date_started: '2026-02-30' }).success).toBe(false)
  })

  it('needs training dates only for a training request', () => {
    const item = { type: 'item', item_name: 'Ergonomic chair', costing: '8999' }
    expect(createExpenseBodySchema.safeParse(item).success).toBe(true)
    expect(messages(createExpenseBodySchema.safeParse({ ...item, type: 'training' }))).toEqual([
      'date_training_at: The training start date is required for a training request.',
      'date_training_finish_at: The training end date is required for a training request.',
    ])
  })

  it('points the primary bank index at one of the banks', () => {
    const banks = [{ bank_name: 'BDO Unibank', account_name: 'Maria Santos', account_no: '001234567890' }]
    expect(bankInformationBodySchema.safeParse({ banks, primary_bank_index: '0' }).success).toBe(true)
    expect(messages(bankInformationBodySchema.safeParse({ banks, primary_bank_index: '1' }))).toEqual([
      'primary_bank_index: Choose the primary bank account.',
    ])
  })

  it('refuses an empty, blank or non-digit primary bank index instead of reading it as the first bank', () => {
    const banks = [{ bank_name: 'BDO Unibank', account_name: 'Maria Santos', account_no: '001234567890' }]
    expect(bankInformationBodySchema.parse({ banks, primary_bank_index: 0 }).primary_bank_index).toBe(0)
    for (const index of ['', ' ', '0x0', '-0', '0.0', undefined, null]) {
      expect(
        messages(bankInformationBodySchema.safeParse({ banks, primary_bank_index: index })),
        String(index),
      ).toEqual(['primary_bank_index: Choose the primary bank account.'])
    }
  })

  it('defaults a list query to page 1 of 10, newest update first, and treats an empty filter as All', () => {
    expect(leaveListQuerySchema.parse({ filter: { status: '' } })).toEqual({
      page: 1,
      per_page: 10,
      sort: '-updated_at',
      filter: { status: '' },
    })
    expect(leaveListQuerySchema.safeParse({ sort: 'reason' }).success).toBe(false)
  })
})

describe('ids in a path', () => {
  it('takes plain digits and refuses what Number() would also read as a number', () => {
    expect(idParamSchema.parse('42')).toBe(42)
    expect(idParamSchema.parse(42)).toBe(42)
    for (const id of ['0x1', '0b1', '0o1', '1e0', ' 1', '1.5', '', '-1', '0'])
      expect(idParamSchema.safeParse(id).success, id).toBe(false)
  })
})
