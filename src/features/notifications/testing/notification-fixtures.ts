import type { Notification } from '@contract/notifications'

/** Maria's notifications as the server words them, newest first: two unread, then older, read ones. */
export const storyNotifications: Notification[] = [
  {
    id: 14,
    topic: 'leave_decided',
    title: 'Vacation Leave approved',
    body: 'Your Vacation Leave for 7–8 Jan 2027 was approved by Jose Rizal.',
    remarks: 'Enjoy the beach!',
    record: { kind: 'leave', id: 12 },
    read_at: null,
    created_at: '2026-11-23T02:05:00.000Z',
  },
  {
    id: 13,
    topic: 'payslip_published',
    title: 'Your payslip is ready',
    body: 'Your payslip for 1–15 Nov 2026 is published.',
    remarks: null,
    record: { kind: 'payslip', id: 27 },
    read_at: null,
    created_at: '2026-11-15T00:00:00.000Z',
  },
  {
    id: 12,
    topic: 'expense_decided',
    title: 'Expense request denied',
    body: 'Your expense request for a standing desk was denied by Jose Rizal.',
    remarks: 'Not in the budget.',
    record: { kind: 'expense', id: 5 },
    read_at: '2026-11-12T03:00:00.000Z',
    created_at: '2026-11-12T01:30:00.000Z',
  },
  {
    id: 11,
    topic: 'security',
    title: 'New sign-in to your account',
    body: 'Your account was signed in to from Chrome on Windows.',
    remarks: null,
    record: null,
    read_at: '2026-11-10T09:00:00.000Z',
    created_at: '2026-11-10T08:58:00.000Z',
  },
]
