import { db, type UserRow } from '../db'
import { updateUser } from '../db/users'
import type { CheckedFile } from './uploaded-files'
import { permanentFileUrl } from '../storage/signed-urls'
import { deleteFile, storeFile } from '../storage/stored-files'

/** A new profile photo replaces the old one: the old file is deleted, the user points at the new one. */
export async function replaceAvatar(user: UserRow, image: CheckedFile, origin: string): Promise<string> {
  const previous = db.stored_file
    .getAll()
    .filter((file) => file.user_id === user.id && file.attachable_kind === 'avatar')
  const stored = storeFile(user.id, 'avatar', null, image)
  for (const file of previous) deleteFile(file)
  const url = await permanentFileUrl(origin, stored.stored_name)
  updateUser(user.id, { employee_avatar: url })
  return url
}
