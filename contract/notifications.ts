import { z } from 'zod'
import { ok, okMessage, paginated } from './envelope'
import { idParamSchema, instantSchema, listQuerySchema } from './fields'
import { notificationListQuery } from './list-queries'
import type { LinkedRecord } from './notification-links'
import { sortKeysOf } from './list-query-rules'
import { notificationStateValues, notificationTopicValues } from './options'
import { PUSH_ENDPOINT_DESCRIPTION, PUSH_ENDPOINT_RULE, pushEndpointPattern } from './push-services'
import { bearerRoute, c, refusing } from './router'

/**
 * What the signed-in employee is told (docs/product/notifications.md): their notifications, which
 * topics reach them by which channel, and the devices that receive a push.
 */

export const notificationTopicSchema = z.enum(notificationTopicValues)

/**
 * What a notification opens: a request's detail, a payslip, or a privacy page without one record (the person's
 * sessions, their data export), whose id is null (its path: notification-links.ts).
 */
export const notificationRecordSchema = z.union([
  z.object({ kind: z.enum(['leave', 'expense', 'certificate', 'correction', 'payslip']), id: z.number().int() }),
  z.object({ kind: z.enum(['sessions', 'data_export']), id: z.null() }),
]) satisfies z.ZodType<LinkedRecord>
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const notificationSchema = z.object({
  id: z.number().int(),
  topic: notificationTopicSchema,
  /** One line: "Vacation Leave approved". */
  title: z.string(),
  /** What happened, in a sentence; it names no amount and no government number. */
  body: z.string(),
  /** The approver's remarks on a decision, when they wrote some. */
  remarks: z.string().nullable(),
  /** What opening the notification shows; null for a notice about the account. */
  record: notificationRecordSchema.nullable(),
  read_at: instantSchema.nullable(),
  created_at: instantSchema,
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationSorts = sortKeysOf(notificationListQuery)
export const notificationListQuerySchema = listQuerySchema(notificationListQuery, {
  state: z.enum(notificationStateValues),
  topic: notificationTopicSchema,
})
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>

/** The channels one topic reaches the person by. */
export const notificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() })
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>

/** The topics a person may switch, each with its channels. */
export const switchableTopicsSchema = z.object({
  leave_decided: notificationChannelsSchema,
  leave_cancellation_decided: notificationChannelsSchema,
  leave_starting: notificationChannelsSchema,
  expense_decided: notificationChannelsSchema,
  expense_cancellation_decided: notificationChannelsSchema,
  certificate_decided: notificationChannelsSchema,
  certificate_cancellation_decided: notificationChannelsSchema,
  correction_decided: notificationChannelsSchema,
  payslip_published: notificationChannelsSchema,
  data_export_ready: notificationChannelsSchema,
})
export type SwitchableTopic = keyof z.infer<typeof switchableTopicsSchema>

/** Every topic's channels; security notices go by every channel and cannot be switched off. */
export const notificationPreferencesSchema = switchableTopicsSchema.extend({
  security: z.object({ in_app: z.literal(true), email: z.literal(true), push: z.literal(true) }),
})
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** A change of some topics' channels; the topics left out keep theirs. */
export const updateNotificationPreferencesBodySchema = switchableTopicsSchema.partial().strict()
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>

const base64Url = (field: string, max: number) =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} field must not be greater than ${max} characters.`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `The ${field} must be base64url.`)

/** A browser's push subscription (`PushSubscription.toJSON()`, its keys flattened). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ required_error: 'The endpoint field is required.' })
    .max(2048, 'The endpoint field must not be greater than 2048 characters.')
    .url(PUSH_ENDPOINT_RULE)
    .regex(pushEndpointPattern, PUSH_ENDPOINT_RULE)
    .describe(PUSH_ENDPOINT_DESCRIPTION),
  p256dh: base64Url('p256dh', 200),
  auth: base64Url('auth', 100),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>

export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  created_at: instantSchema,
})

/**
 * What a push carries, and all it carries: the topic and the record it opens. The worker words the
 * notification from the topic; nothing personal crosses the push service.
 */
export const pushMessageSchema = z.object({
  topic: notificationTopicSchema,
  record: notificationRecordSchema.nullable(),
})
export type PushMessage = z.infer<typeof pushMessageSchema>

const idParams = z.object({ id: idParamSchema.describe("The notification's id.") })
const NOT_FOUND = { 404: 'No notification with this id belongs to the caller.' }

export const notificationContract = c.router({
  list: {
    method: 'GET',
    path: '/notifications',
    query: notificationListQuerySchema,
    responses: { 200: paginated(notificationSchema) },
    metadata: bearerRoute,
    summary: "The employee's notifications, newest first or unread first",
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unread-count',
    responses: { 200: ok(z.object({ count: z.number().int().min(0) })) },
    metadata: bearerRoute,
    summary: 'How many of the notifications are unread',
    description: 'The app asks for it every minute or so while it is visible; it reads one number.',
  },
  markAllRead: {
    method: 'POST',
    path: '/notifications/read-all',
    contentType: 'multipart/form-data',
    body: c.noBody(),
    responses: { 200: ok(z.object({ marked: z.number().int().min(0) })) },
    metadata: bearerRoute,
    summary: 'Mark every unread notification read',
  },
  mark: {
    method: 'PATCH',
    path: '/notifications/:id',
    pathParams: idParams,
    body: z.object({ read: z.boolean({ required_error: 'The read field is required.' }) }).strict(),
    responses: { 200: ok(notificationSchema) },
    metadata: refusing(bearerRoute, NOT_FOUND),
    summary: 'Mark one notification read, or unread again',
  },
  preferences: {
    method: 'GET',
    path: '/notification-preferences',
    responses: { 200: ok(notificationPreferencesSchema) },
    metadata: bearerRoute,
    summary: 'Which topics reach the employee in the app, by e-mail and as a push',
  },
  updatePreferences: {
    method: 'PATCH',
    path: '/notification-preferences',
    body: updateNotificationPreferencesBodySchema,
    responses: { 200: ok(notificationPreferencesSchema) },
    metadata: bearerRoute,
    summary: "Change some topics' channels; security notices cannot be switched off",
  },
  pushKey: {
    method: 'GET',
    path: '/push/key',
    responses: { 200: ok(z.object({ public_key: z.string() })) },
    metadata: bearerRoute,
    summary: "The server's VAPID public key (base64url), for PushManager.subscribe",
  },
  subscribePush: {
    method: 'POST',
    path: '/push/subscriptions',
    contentType: 'multipart/form-data',
    body: pushSubscriptionBodySchema,
    responses: { 201: ok(pushDeviceSchema) },
    metadata: refusing(bearerRoute, {
      409: "Another employee's device has this endpoint with other keys; a browser that changed hands subscribes again with new keys.",
    }),
    summary: 'Send pushes to this device (its push subscription)',
    description:
      "Subscribing a device the caller already has answers 201 with it again. An endpoint another employee subscribed moves to the caller only when its keys (`p256dh` and `auth`) are the same, as when a shared browser's subscription is reused: the keys are the browser's secret. The server posts pushes to the endpoint, so it takes only the https URLs of the known push services (the endpoint's pattern).",
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    query: z.object({
      endpoint: z
        .string({ required_error: 'The endpoint field is required.' })
        .min(1)
        .describe('The endpoint URL of the subscription to remove, as the browser gave it.'),
    }),
    responses: { 200: okMessage },
    metadata: refusing(bearerRoute, { 404: 'The caller has no push subscription with this endpoint.' }),
    summary: 'Stop sending pushes to this device',
  },
})
