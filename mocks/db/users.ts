import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import { nowIso } from '../clock'
import { db, type UserRow } from './index'

/** Addresses are compared as a mail server would: trimmed and case-insensitive. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function findUserByEmail(email: string): UserRow | null {
  const wanted = normaliseEmail(email)
  return db.user.getAll().find((user) => user.email === wanted) ?? null
}

export function findUserById(id: number): UserRow | null {
  return db.user.findFirst({ where: { id: { equals: id } } })
}

type UserChanges = Partial<Omit<UserRow, 'id' | typeof PRIMARY_KEY | typeof ENTITY_TYPE>>

export function updateUser(id: number, data: UserChanges): UserRow | null {
  return db.user.update({ where: { id: { equals: id } }, data: { ...data, updated_at: nowIso() } })
}

export function findCompanyById(id: number | null) {
  return id == null ? null : db.company.findFirst({ where: { id: { equals: id } } })
}
