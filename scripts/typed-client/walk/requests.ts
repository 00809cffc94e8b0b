import { PDF } from './fixtures'
import type { Walker } from './walker'

/** Two working days from three weeks ahead that are neither holidays nor already taken: days to file leave on. */
async function freeLeaveDays({ client, call }: Walker, today: string): Promise<string[]> {
  const year = Number(today.slice(0, 4))
  const holidays = []
  for (const inYear of [year, year + 1]) {
    const answer = await call(
      'GET',
      '/api/v1/employee/leaves/holidays',
      client.GET('/api/v1/employee/leaves/holidays', { params: { query: { year: inYear } } }),
    )
    holidays.push(...(answer?.data?.data ?? []))
  }
  const ongoing = await call(
    'GET',
    '/api/v1/employee/leaves/ongoing-dates',
    client.GET('/api/v1/employee/leaves/ongoing-dates'),
  )
  const taken = new Set<string>([
    ...holidays.map(({ date }) => date),
    ...(ongoing?.data?.data ?? []).map(({ date }) => date),
  ])
  const freeDays: string[] = []
  for (let offset = 21; freeDays.length < 2 && offset < 120; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000)
    const iso = date.toISOString().slice(0, 10)
    if (date.getUTCDay() % 6 !== 0 && !taken.has(iso)) freeDays.push(iso)
  }
  return freeDays
}

/**
 * The leave screens' reads (calendar, balances, types, the list), then two leave requests filed: one
 * read and cancelled, the other approved by HR and asked to be cancelled.
 */
export async function leaveRequests(walker: Walker): Promise<void> {
  const { client, call, blocked, form, control } = walker
  const today = new Date().toISOString().slice(0, 10)
  const freeDays = await freeLeaveDays(walker, today)
  await call(
    'GET',
    '/api/v1/employee/leaves/calendar',
    client.GET('/api/v1/employee/leaves/calendar', { params: { query: { month: today.slice(0, 7) } } }),
  )
  await call('GET', '/api/v1/employee/leaves/balances', client.GET('/api/v1/employee/leaves/balances'))
  await call('GET', '/api/v1/employee/leaves/types', client.GET('/api/v1/employee/leaves/types'))
  await call(
    'GET',
    '/api/v1/employee/leaves/balances/on',
    client.GET('/api/v1/employee/leaves/balances/on', { params: { query: { date: today } } }),
  )
  await call(
    'GET',
    '/api/v1/employee/leaves/balances/preview',
    client.GET('/api/v1/employee/leaves/balances/preview', {
      params: { query: { type: 'vacation', date_started: today, date_finished: today } },
    }),
  )
  await call(
    'GET',
    '/api/v1/employee/leaves',
    client.GET('/api/v1/employee/leaves', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { status: 'pending' } } },
    }),
  )
  const leaveIds: number[] = []
  for (const day of freeDays) {
    const created = await call(
      'POST',
      '/api/v1/employee/leaves',
      client.POST('/api/v1/employee/leaves', {
        body: {
          type: 'leave without pay',
          date_started: day,
          date_finished: day,
          reason: 'Typed client walk',
          'attachments[]': [PDF],
        },
        bodySerializer: form('POST', '/api/v1/employee/leaves'),
      }),
    )
    if (created?.data) leaveIds.push(created.data.data.id)
  }
  const [leaveToCancel, leaveToApprove] = leaveIds
  const filedLeave = 'a filed leave (POST /leaves)'
  if (leaveToCancel === undefined) {
    blocked('GET', '/api/v1/employee/leaves/{id}', filedLeave)
    blocked('POST', '/api/v1/employee/leaves/{id}/cancel', filedLeave)
  } else {
    await call(
      'GET',
      '/api/v1/employee/leaves/{id}',
      client.GET('/api/v1/employee/leaves/{id}', { params: { path: { id: leaveToCancel } } }),
    )
    await call(
      'POST',
      '/api/v1/employee/leaves/{id}/cancel',
      client.POST('/api/v1/employee/leaves/{id}/cancel', {
        params: { path: { id: leaveToCancel } },
        body: { status: 'cancelled', remarks: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/leaves/{id}/cancel'),
      }),
    )
  }
  if (leaveToApprove === undefined) blocked('POST', '/api/v1/employee/leaves/{id}/cancel-request', filedLeave)
  else {
    await control('/leaves/approve', { json: { id: leaveToApprove } })
    await call(
      'POST',
      '/api/v1/employee/leaves/{id}/cancel-request',
      client.POST('/api/v1/employee/leaves/{id}/cancel-request', {
        params: { path: { id: leaveToApprove } },
        body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/leaves/{id}/cancel-request'),
      }),
    )
  }
}

/**
 * The expense list, then two expense requests filed: one read and cancelled, the other approved by HR
 * and asked to be cancelled. Answers the signed link of the first one's attachment, if any.
 */
export async function expenseRequests({ client, call, blocked, form, control }: Walker): Promise<string | undefined> {
  await call(
    'GET',
    '/api/v1/employee/item-requests',
    client.GET('/api/v1/employee/item-requests', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { status: 'pending' } } },
    }),
  )
  const expenseIds: number[] = []
  let fileUrl: string | undefined
  for (const item of ['Standing desk mat', 'Laptop riser']) {
    const created = await call(
      'POST',
      '/api/v1/employee/item-requests',
      client.POST('/api/v1/employee/item-requests', {
        body: {
          type: 'item',
          item_name: item,
          costing: '1850.00',
          description: 'Typed client walk',
          'attachments[]': [PDF],
        },
        bodySerializer: form('POST', '/api/v1/employee/item-requests'),
      }),
    )
    if (created?.data) {
      expenseIds.push(created.data.data.id)
      fileUrl ??= created.data.data.attachments[0]?.url
    }
  }
  const [expenseToCancel, expenseToApprove] = expenseIds
  const filedExpense = 'a filed expense request (POST /item-requests)'
  if (expenseToCancel === undefined) {
    blocked('GET', '/api/v1/employee/item-requests/{id}', filedExpense)
    blocked('POST', '/api/v1/employee/item-requests/{id}/cancel', filedExpense)
  } else {
    await call(
      'GET',
      '/api/v1/employee/item-requests/{id}',
      client.GET('/api/v1/employee/item-requests/{id}', { params: { path: { id: expenseToCancel } } }),
    )
    await call(
      'POST',
      '/api/v1/employee/item-requests/{id}/cancel',
      client.POST('/api/v1/employee/item-requests/{id}/cancel', {
        params: { path: { id: expenseToCancel } },
        body: { status: 'cancelled', remarks: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/item-requests/{id}/cancel'),
      }),
    )
  }
  if (expenseToApprove === undefined)
    blocked('POST', '/api/v1/employee/item-requests/{id}/cancel-request', filedExpense)
  else {
    await control('/expenses/approve', { json: { id: expenseToApprove } })
    await call(
      'POST',
      '/api/v1/employee/item-requests/{id}/cancel-request',
      client.POST('/api/v1/employee/item-requests/{id}/cancel-request', {
        params: { path: { id: expenseToApprove } },
        body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/item-requests/{id}/cancel-request'),
      }),
    )
  }
  return fileUrl
}

/** An attachment opened through its signed link. */
export async function attachment({ client, call, blocked }: Walker, fileUrl: string | undefined): Promise<void> {
  if (!fileUrl) {
    blocked('GET', '/api/v1/employee/files/{name}', 'an attachment link (POST /item-requests)')
    return
  }
  const file = new URL(fileUrl)
  await call(
    'GET',
    '/api/v1/employee/files/{name}',
    client.GET('/api/v1/employee/files/{name}', {
      params: {
        path: { name: decodeURIComponent(file.pathname.split('/').pop() ?? '') },
        query: {
          expires: Number(file.searchParams.get('expires')),
          signature: file.searchParams.get('signature') ?? '',
        },
      },
      parseAs: 'blob',
    }),
  )
}

/**
 * Two certificate of employment requests filed: one read and cancelled, the other approved by HR with
 * the pay, its PDF downloaded, then asked to be cancelled; and the list.
 */
export async function certificateRequests({ client, call, blocked, form, control }: Walker): Promise<void> {
  const neededBy = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const ids: number[] = []
  for (const purpose of ['bank_loan', 'visa_travel'] as const) {
    const created = await call(
      'POST',
      '/api/v1/employee/certificate-requests',
      client.POST('/api/v1/employee/certificate-requests', {
        body: { purpose, include_compensation: '1', copies: '2', needed_by: neededBy },
        bodySerializer: form('POST', '/api/v1/employee/certificate-requests'),
      }),
    )
    if (created?.data) ids.push(created.data.data.id)
  }
  await call(
    'GET',
    '/api/v1/employee/certificate-requests',
    client.GET('/api/v1/employee/certificate-requests', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { purpose: 'bank_loan' } } },
    }),
  )
  const [toCancel, toApprove] = ids
  const filed = 'a filed certificate request (POST /certificate-requests)'
  if (toCancel === undefined) {
    blocked('GET', '/api/v1/employee/certificate-requests/{id}', filed)
    blocked('POST', '/api/v1/employee/certificate-requests/{id}/cancel', filed)
  } else {
    await call(
      'GET',
      '/api/v1/employee/certificate-requests/{id}',
      client.GET('/api/v1/employee/certificate-requests/{id}', { params: { path: { id: toCancel } } }),
    )
    await call(
      'POST',
      '/api/v1/employee/certificate-requests/{id}/cancel',
      client.POST('/api/v1/employee/certificate-requests/{id}/cancel', {
        params: { path: { id: toCancel } },
        body: { status: 'cancelled', remarks: 'Typed client walk' },
        bodySerializer: form('POST', '/api/v1/employee/certificate-requests/{id}/cancel'),
      }),
    )
  }
  if (toApprove === undefined) {
    blocked('GET', '/api/v1/employee/certificate-requests/{id}/download', filed)
    blocked('POST', '/api/v1/employee/certificate-requests/{id}/cancel-request', filed)
    return
  }
  await control('/certificates/approve', { json: { id: toApprove, option: true } })
  await call(
    'GET',
    '/api/v1/employee/certificate-requests/{id}/download',
    client.GET('/api/v1/employee/certificate-requests/{id}/download', {
      params: { path: { id: toApprove } },
      parseAs: 'blob',
    }),
  )
  await call(
    'POST',
    '/api/v1/employee/certificate-requests/{id}/cancel-request',
    client.POST('/api/v1/employee/certificate-requests/{id}/cancel-request', {
      params: { path: { id: toApprove } },
      body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
      bodySerializer: form('POST', '/api/v1/employee/certificate-requests/{id}/cancel-request'),
    }),
  )
}

/**
 * Two correction requests filed, each with its document: one read and cancelled, the other approved by HR
 * and asked to be cancelled; and the list. The values differ from the record and from each other, as the
 * server asks.
 */
export async function correctionRequests({ client, call, blocked, form, control }: Walker): Promise<void> {
  const ids: number[] = []
  for (const value of ['Walk', 'Walker'] as const) {
    const created = await call(
      'POST',
      '/api/v1/employee/correction-requests',
      client.POST('/api/v1/employee/correction-requests', {
        body: { field: 'middle_name', value, reason: 'Typed client walk', 'attachments[]': [PDF] },
        bodySerializer: form('POST', '/api/v1/employee/correction-requests'),
      }),
    )
    if (created?.data) ids.push(created.data.data.id)
    // One correction of a field waits at a time: the first is cancelled before the second is filed.
    const [first] = ids
    if (value === 'Walk' && first !== undefined) {
      await call(
        'GET',
        '/api/v1/employee/correction-requests/{id}',
        client.GET('/api/v1/employee/correction-requests/{id}', { params: { path: { id: first } } }),
      )
      await call(
        'POST',
        '/api/v1/employee/correction-requests/{id}/cancel',
        client.POST('/api/v1/employee/correction-requests/{id}/cancel', {
          params: { path: { id: first } },
          body: { status: 'cancelled', remarks: 'Typed client walk' },
          bodySerializer: form('POST', '/api/v1/employee/correction-requests/{id}/cancel'),
        }),
      )
    }
  }
  await call(
    'GET',
    '/api/v1/employee/correction-requests',
    client.GET('/api/v1/employee/correction-requests', {
      params: { query: { page: 1, per_page: 10, sort: '-updated_at', filter: { field: 'middle_name' } } },
    }),
  )
  const [first, toApprove] = ids
  const filed = 'a filed correction request (POST /correction-requests)'
  if (first === undefined) {
    blocked('GET', '/api/v1/employee/correction-requests/{id}', filed)
    blocked('POST', '/api/v1/employee/correction-requests/{id}/cancel', filed)
  }
  if (toApprove === undefined) {
    blocked('POST', '/api/v1/employee/correction-requests/{id}/cancel-request', filed)
    return
  }
  await control('/corrections/approve', { json: { id: toApprove } })
  await call(
    'POST',
    '/api/v1/employee/correction-requests/{id}/cancel-request',
    client.POST('/api/v1/employee/correction-requests/{id}/cancel-request', {
      params: { path: { id: toApprove } },
      body: { status: 'for_cancellation', cancel_reason: 'Typed client walk' },
      bodySerializer: form('POST', '/api/v1/employee/correction-requests/{id}/cancel-request'),
    }),
  )
  // HR gives the record its earlier middle name back, so the walk leaves Maria's record as it found it.
  await control('/corrections/approve-cancellation', { json: { id: toApprove } })
}
