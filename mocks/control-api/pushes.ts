import type { NotificationRecord } from '@contract/notifications'
import type { NotificationTopic } from '@contract/options'
import { z } from 'zod'
import { db } from '../db'
import { findUserByEmail } from '../db/users'
import { linkedRecord } from '../presenters/notification'
import { ControlError, controlRoute } from './control-route'

/** What the server handed the push service for a person: the device, the topic and the record, and no more. */
export type HandedPush = { endpoint: string; topic: NotificationTopic; record: NotificationRecord | null; at: string }

export const pushControl = {
  /** The pushes sent to `email`'s devices, oldest first. */
  pushesTo: (email: string): HandedPush[] => {
    const user = findUserByEmail(email)
    if (!user) throw new ControlError(404, `No user with the e-mail ${email}.`)
    return db.push_message
      .getAll()
      .filter((row) => row.user_id === user.id)
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        endpoint: row.endpoint,
        topic: row.topic,
        record: linkedRecord(row),
        at: row.created_at,
      }))
  },
}

export const pushControlRoutes = [
  controlRoute(
    'GET',
    '/pushes',
    "The pushes handed to the push service for a person's devices, oldest first (?to=)",
    z.object({ to: z.string().min(1) }),
    ({ to }) => pushControl.pushesTo(to),
  ),
]
