/**
 * What the app worker shows for a Web Push, and where clicking it goes. A push carries only the
 * topic and the record it opens (contract/notifications.ts, `pushMessageSchema`), so the words come
 * from the topic alone and never name a person, a date or an amount. Zod stays out of the worker:
 * the payload is checked by hand, and anything unexpected becomes a generic notice.
 */
import { notificationPath, type LinkedRecord } from '../../contract/notification-links'
import type { NotificationTopic } from '../../contract/options'

type Wording = { title: string; body: string }

const OPEN_TO_SEE = 'Open Empleo to see it.'

/** Each topic's words; `satisfies` keeps it in step with the contract's list of topics. */
const topicWording = {
  leave_decided: { title: 'Your leave request was decided', body: OPEN_TO_SEE },
  leave_cancellation_decided: { title: 'Your leave cancellation was decided', body: OPEN_TO_SEE },
  leave_starting: { title: 'Your leave starts tomorrow', body: OPEN_TO_SEE },
  expense_decided: { title: 'Your expense request was decided', body: OPEN_TO_SEE },
  expense_cancellation_decided: { title: 'Your expense cancellation was decided', body: OPEN_TO_SEE },
  certificate_decided: { title: 'Your certificate of employment request was decided', body: OPEN_TO_SEE },
  certificate_cancellation_decided: { title: 'Your certificate cancellation was decided', body: OPEN_TO_SEE },
  correction_decided: { title: 'Your correction request was decided', body: OPEN_TO_SEE },
  payslip_published: { title: 'Your payslip is ready', body: OPEN_TO_SEE },
  data_export_ready: { title: 'Your data is ready to download', body: 'Open Empleo to download it.' },
  security: { title: 'A security notice about your account', body: 'Open Empleo to read it.' },
} as const satisfies Record<NotificationTopic, Wording>

/** A push the worker could not read: still shown (a push must show something), and it opens the list. */
const GENERIC: Wording = { title: 'Something new in Empleo', body: OPEN_TO_SEE }

/** The installed app's icon (scripts/installable-app/web-manifest.ts), precached with the build. */
export const NOTICE_ICON = '/icons/empleo-192.png'

/** What a push carried, once read: null where it was not the contract's push message. */
export type ReadPush = { topic: NotificationTopic; record: LinkedRecord | null }

const RECORD_KINDS: readonly string[] = ['leave', 'expense', 'payslip'] satisfies LinkedRecord['kind'][]

function isTopic(value: unknown): value is NotificationTopic {
  return typeof value === 'string' && Object.hasOwn(topicWording, value)
}

function readRecord(value: unknown): LinkedRecord | null | undefined {
  if (value === null) return null
  if (typeof value !== 'object') return undefined
  const { kind, id } = value as Record<string, unknown>
  if (kind === 'sessions' || kind === 'data_export') return id === null ? { kind, id } : undefined
  if (typeof kind !== 'string' || !RECORD_KINDS.includes(kind)) return undefined
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined
  return { kind: kind as 'leave' | 'expense' | 'payslip', id }
}

/** The push's text as the contract's message, `{ topic, record }`, or null for anything else. */
export function readPush(text: string | null): ReadPush | null {
  if (text === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { topic, record } = parsed as Record<string, unknown>
  const linked = readRecord(record)
  return isTopic(topic) && linked !== undefined ? { topic, record: linked } : null
}

/** The notification's options, as `registration.showNotification(title, options)` takes them. */
export type PushNotice = {
  title: string
  options: { body: string; tag: string; icon: string; data: { path: string } }
}

/**
 * The notification a push shows. Its tag names the record, so a second push about the same record
 * replaces the first rather than stacking; its data holds only the in-app path clicking opens.
 */
export function pushNotice(push: ReadPush | null): PushNotice {
  const { title, body } = push ? topicWording[push.topic] : GENERIC
  const record = push?.record
  const tag = !push
    ? 'empleo'
    : record
      ? [push.topic, record.kind, ...(record.id === null ? [] : [record.id])].join(':')
      : push.topic
  return { title, options: { body, tag, icon: NOTICE_ICON, data: { path: notificationPath(push?.record ?? null) } } }
}
