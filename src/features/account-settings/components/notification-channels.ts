import type { NotificationChannels } from '@contract/notifications'

/** The preferences table's columns: each channel a topic can reach the person by, in reading order. */
export const channelColumns = [
  { channel: 'in_app', label: 'In the app' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'push', label: 'Push' },
] as const satisfies readonly { channel: keyof NotificationChannels; label: string }[]

/** A checkbox's own name, the column and row it stands in: "E-mail for Payslip published". */
export const channelCheckboxName = (channelLabel: string, topicLabel: string) => `${channelLabel} for ${topicLabel}`
