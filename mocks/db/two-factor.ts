import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import { db, type Row } from './index'

export type TwoFactorRow = Row<'two_factor'>

export function findTwoFactor(userId: number): TwoFactorRow | null {
  return db.two_factor.getAll().find((row) => row.user_id === userId) ?? null
}

export function isTwoFactorEnabled(userId: number): boolean {
  return Boolean(findTwoFactor(userId)?.secret)
}

type TwoFactorChanges = Partial<Omit<TwoFactorRow, 'id' | 'user_id' | typeof PRIMARY_KEY | typeof ENTITY_TYPE>>

/** Updates the user's two-factor row, creating it first if the user has none. */
export function saveTwoFactor(userId: number, data: TwoFactorChanges): void {
  const existing = findTwoFactor(userId) ?? db.two_factor.create({ user_id: userId })
  db.two_factor.update({ where: { id: { equals: existing.id } }, data })
}
