import { expenseSorts } from '@contract/expense'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { createClient } from '../test/client'
import { disguisedFile, jpegFile } from '../test/files'
import { loginAs, type SignedIn } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { expenseIdOf, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt()

const chair = {
  type: 'item' as const,
  item_name: 'Standing desk frame',
  costing: 15_499.75,
  description: 'For the home office.',
}
const training = {
  type: 'training' as const,
  item_name: 'Kubernetes bootcamp',
  costing: 22_000,
  date_training_at: '2027-01-11',
  date_training_finish_at: '2027-01-13',
}

const mariasExpenses = () => db.expense_request.getAll().filter((row) => row.user_id === userIdOf('regular'))

function isSorted(values: readonly (string | number)[], descending: boolean): boolean {
  return values.every(
    (value, index) => index === 0 || (descending ? values[index - 1]! >= value : values[index - 1]! <= value),
  )
}

describe('GET /item-requests', () => {
  it("lists only the employee's own requests, most recently changed first, with the page's position", async () => {
    const { client } = await loginAs('regular')
    const answer = await client.expense.list({ query: { per_page: 4 } })
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`)
    const own = new Set(mariasExpenses().map((row) => row.id))
    expect(answer.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(own.size / 4),
      per_page: 4,
      total: own.size,
      from: 1,
      to: 4,
    })
    expect(answer.body.data.every((row) => own.has(row.id) && row.currency === 'PHP')).toBe(true)
    expect(
      isSorted(
        answer.body.data.map((row) => row.updated_at),
        true,
      ),
    ).toBe(true)
  })

  it('sorts by every key the contract offers, in both directions', async () => {
    const { client } = await loginAs('regular')
    for (const sort of expenseSorts) {
      const answer = await client.expense.list({ query: { sort, per_page: 100 } })
      if (answer.status !== 200) throw new Error(`sort ${sort} answered ${answer.status}`)
      const field = sort.replace(/^-/, '') as keyof (typeof answer.body.data)[number]
      const values = answer.body.data.map((row) => row[field] as string | number)
      expect(isSorted(values, sort.startsWith('-')), sort).toBe(true)
    }
  })

  it('filters by status, type, a search over name and description, and dates that overlap a range', async () => {
    const { client } = await loginAs('regular')
    const list = async (filter: Record<string, string>) => {
      const answer = await client.expense.list({ query: { filter, per_page: 100 } })
      if (answer.status !== 200) throw new Error(`filter answered ${answer.status}`)
      return answer.body.data
    }
    expect(new Set((await list({ item_type: 'training' })).map((row) => row.type))).toEqual(new Set(['training']))
    expect((await list({ status: 'cancelled' })).map((row) => row.item_name)).toEqual(['USB-C docking station'])
    expect((await list({ search: 'lumbar' })).map((row) => row.item_name)).toEqual([
      'Ergonomic office chair for the home office',
    ])
    expect((await list({ search: 'DELL' })).map((row) => row.item_name)).toEqual(['27-inch monitor (Dell P2723D)'])
    // The conference runs in early January; an item counts on the date it was filed.
    const january = await list({ date_started: '2027-01-01', date_finished: '2027-01-31' })
    expect(january.map((row) => row.item_name)).toEqual(['React Summit Manila (2-day conference)'])
    expect(await list({ status: '', item_type: '', search: '' })).toHaveLength(mariasExpenses().length)
  })

  it('answers 422 for a bad filter, 401 without a token and 403 to anyone but a regular employee', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/item-requests?filter[item_type]=gadget', { token })).toMatchObject({
      status: 422,
      body: { errors: { 'filter.item_type': ['Choose a request type from the list.'] } },
    })
    expect((await createClient().expense.list({ query: {} })).status).toBe(401)
    for (const persona of ['probationary', 'contractor'] as const) {
      const { client } = await loginAs(persona)
      expect((await client.expense.list({ query: {} })).status, persona).toBe(403)
    }
  })
})

describe('GET /item-requests/:id', () => {
  it("answers the employee's own request, and 404 for another employee's as for a missing one", async () => {
    const { client } = await loginAs('regular')
    const id = expenseIdOf('regular', 'for_cancellation')
    expect(await client.expense.get({ params: { id } })).toMatchObject({
      status: 200,
      body: { data: { id, costing: 350, currency: 'PHP', status: 'for_cancellation' } },
    })
    const theirs = await client.expense.get({ params: { id: expenseIdOf('adminEmployee', 'approved') } })
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Expense request not found.' } })
    expect(theirs.body).toEqual((await client.expense.get({ params: { id: 987_654 } })).body)
  })

  it('answers 422 for a malformed id, 401 without a token and 403 to a probationary employee', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('GET', '/item-requests/1.5', { token })).toMatchObject({
      status: 422,
      body: { errors: { id: ['The id must be a whole number.'] } },
    })
    expect((await createClient().expense.get({ params: { id: 1 } })).status).toBe(401)
    const { client } = await loginAs('probationary')
    expect((await client.expense.get({ params: { id: 1 } })).status).toBe(403)
  })
})

describe('POST /item-requests', () => {
  it('files a pending request in pesos, with a receipt stored under a generated name', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.expense.create({ body: { ...chair, attachments: [jpegFile('resibo ng mesa.jpg')] } })
    expect(answer).toMatchObject({
      status: 201,
      body: {
        data: {
          ...chair,
          currency: 'PHP',
          status: 'pending',
          date_training_at: null,
          history: [{ status: 'pending', by: 'Maria Santos' }],
          attachments: [{ file_name: 'resibo ng mesa.jpg', mime_type: 'image/jpeg' }],
        },
      },
    })
    if (answer.status === 201)
      expect(answer.body.data.attachments[0]?.url).toMatch(/\/files\/[A-Za-z0-9_-]+\.jpg\?expires=\d+&signature=/)
  })

  it('needs training dates for a training request, and drops them from any other type', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.expense.create({ body: { ...training, date_training_at: '', date_training_finish_at: '' } }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          date_training_at: ['The training start date is required for a training request.'],
          date_training_finish_at: ['The training end date is required for a training request.'],
        },
      },
    })
    expect(await client.expense.create({ body: { ...training, date_training_finish_at: '2027-01-10' } })).toMatchObject(
      {
        status: 422,
        body: { errors: { date_training_finish_at: ['The training end date must be on or after the start date.'] } },
      },
    )
    expect(await client.expense.create({ body: training })).toMatchObject({
      status: 201,
      body: { data: { date_training_at: '2027-01-11', date_training_finish_at: '2027-01-13' } },
    })
    expect(
      await client.expense.create({
        body: { ...chair, date_training_at: '2027-01-11', date_training_finish_at: '2027-01-13' },
      }),
    ).toMatchObject({
      status: 201,
      body: { data: { date_training_at: null, date_training_finish_at: null } },
    })
  })

  it('refuses a costing that is not a positive peso amount with centavos at most', async () => {
    const { client } = await loginAs('regular')
    expect(await client.expense.create({ body: { ...chair, costing: 0 } })).toMatchObject({
      status: 422,
      body: { errors: { costing: ['The costing must be greater than zero.'] } },
    })
    expect(await client.expense.create({ body: { ...chair, costing: 10.005 } })).toMatchObject({
      status: 422,
      body: { errors: { costing: ['The costing can have at most two decimal places.'] } },
    })
  })

  it('refuses a costing typed in any notation but plain digits (hex, binary, octal, exponent, padded)', async () => {
    const { token } = await loginAs('regular')
    for (const costing of ['0x10', '0b101', '0o17', '1e3', ' 12 ', 'Infinity']) {
      const body = new FormData()
      body.append('type', 'item')
      body.append('item_name', 'Ergonomic chair')
      body.append('costing', costing)
      expect(await rawRequest('POST', '/item-requests', { token, body }), costing).toMatchObject({
        status: 422,
        body: { errors: { costing: ['The costing must be written in plain digits, like 1499.50.'] } },
      })
    }
  })

  it('refuses a file whose content is not what its type says, naming which one', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.expense.create({
        body: { ...chair, attachments: [jpegFile(), disguisedFile('invoice.pdf', 'application/pdf')] },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'attachments.1': ['The file must be one of: PDF, PNG, JPG. Its content does not match.'] } },
    })
  })

  it('answers a double-submitted request with the first one, and files a second after the moment has passed', async () => {
    const { client } = await loginAs('regular')
    const before = mariasExpenses().length
    const [first, second] = await Promise.all([
      client.expense.create({ body: chair }),
      client.expense.create({ body: chair }),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect((second.body as { data: { id: number } }).data.id).toBe((first.body as { data: { id: number } }).data.id)
    expect(mariasExpenses().length).toBe(before + 1)
    clock.advance(11_000)
    expect((await client.expense.create({ body: chair })).status).toBe(201)
    expect(mariasExpenses().length).toBe(before + 2)
  })

  it('answers 401 without a token and 403 to a probationary employee', async () => {
    expect((await createClient().expense.create({ body: chair })).status).toBe(401)
    const { client } = await loginAs('probationary')
    expect(await client.expense.create({ body: chair })).toMatchObject({
      status: 403,
      body: { message: 'This feature is not available for your employment type.' },
    })
  })
})

describe('POST /item-requests/:id/cancel-request', () => {
  const approvedItem = () =>
    db.expense_request
      .getAll()
      .find((row) => row.user_id === userIdOf('regular') && row.status === 'approved' && row.type !== 'training')?.id ??
    0

  it('asks to cancel an approved request with a reason, on its timeline; it then waits for approval', async () => {
    const { client } = await loginAs('regular')
    const id = approvedItem()
    const answer = await client.expense.cancelRequest({
      params: { id },
      body: { status: 'for_cancellation', cancel_reason: 'The supplier refunded the chair.' },
    })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: 'Your cancellation request was sent for approval.',
        data: { id, status: 'for_cancellation', cancel_reason: 'The supplier refunded the chair.' },
      },
    })
    if (answer.status === 200)
      expect(answer.body.data.history.at(-1)).toMatchObject({
        status: 'for_cancellation',
        by: 'Maria Santos',
        note: 'The supplier refunded the chair.',
      })
    expect(await client.expense.get({ params: { id } })).toMatchObject({
      body: { data: { status: 'for_cancellation', cancel_reason: 'The supplier refunded the chair.' } },
    })
  })

  it('refuses a request that is not approved (a second submit too), and a training that has ended (409)', async () => {
    const { client } = await loginAs('regular')
    const body = { status: 'for_cancellation' as const, cancel_reason: 'Changed my mind.' }
    expect(
      await client.expense.cancelRequest({ params: { id: expenseIdOf('regular', 'pending') }, body }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Only an approved expense request can be asked to be cancelled; this one is pending.' },
    })
    const id = approvedItem()
    const [first, second] = await Promise.all([
      client.expense.cancelRequest({ params: { id }, body }),
      client.expense.cancelRequest({ params: { id }, body }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(second.status === 409 ? second.body : first.body).toMatchObject({
      message: 'Only an approved expense request can be asked to be cancelled; this one is for cancellation.',
    })
    const attended = db.expense_request
      .getAll()
      .find((row) => row.user_id === userIdOf('regular') && row.status === 'approved' && row.type === 'training')
    expect(await client.expense.cancelRequest({ params: { id: attended?.id ?? 0 }, body })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^This training ended on .+, so it can no longer be cancelled\.$/) },
    })
  })

  it("answers 404 for another employee's request, 422 for a bad body, 401 without a token and 403 to a probationary employee", async () => {
    const { client, token } = await loginAs('regular')
    const body = { status: 'for_cancellation' as const, cancel_reason: 'x' }
    expect(
      await client.expense.cancelRequest({ params: { id: expenseIdOf('adminEmployee', 'approved') }, body }),
    ).toMatchObject({ status: 404, body: { message: 'Expense request not found.', data: null } })
    const form = new FormData()
    form.append('status', 'cancelled')
    form.append('cancel_reason', 'x'.repeat(501))
    expect(
      await rawRequest('POST', `/item-requests/${approvedItem()}/cancel-request`, { token, body: form }),
    ).toMatchObject({
      status: 422,
      body: {
        data: null,
        errors: {
          status: ['The status must be for_cancellation.'],
          cancel_reason: [expect.stringMatching(/500 characters/)],
        },
      },
    })
    expect(
      await client.expense.cancelRequest({ params: { id: approvedItem() }, body: { ...body, cancel_reason: ' ' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { cancel_reason: ['The cancel reason field is required.'] } },
    })
    const valid = new FormData()
    valid.append('status', 'for_cancellation')
    valid.append('cancel_reason', 'x')
    expect(await rawRequest('POST', '/item-requests/1.5/cancel-request', { token, body: valid })).toMatchObject({
      status: 422,
      body: { errors: { id: ['The id must be a whole number.'] } },
    })
    expect((await createClient().expense.cancelRequest({ params: { id: 1 }, body })).status).toBe(401)
    const probationary = await loginAs('probationary')
    expect((await probationary.client.expense.cancelRequest({ params: { id: 1 }, body })).status).toBe(403)
    expect(db.expense_request.getAll().filter((row) => row.status === 'for_cancellation')).toHaveLength(1)
  })
})

describe('POST /item-requests/:id/cancel', () => {
  it('cancels a pending request with remarks, and refuses one that is not pending (409)', async () => {
    const { client } = await loginAs('regular')
    const pending = expenseIdOf('regular', 'pending')
    const answer = await client.expense.cancel({
      params: { id: pending },
      body: { status: 'cancelled', remarks: 'Bought it myself.' },
    })
    expect(answer).toMatchObject({ status: 200, body: { data: { status: 'cancelled', remarks: 'Bought it myself.' } } })
    if (answer.status === 200)
      expect(answer.body.data.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Bought it myself.' })
    expect(
      await client.expense.cancel({ params: { id: pending }, body: { status: 'cancelled', remarks: 'Again.' } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Only a pending expense request can be cancelled; this one is cancelled.' },
    })
    expect(
      await client.expense.cancel({
        params: { id: expenseIdOf('regular', 'approved') },
        body: { status: 'cancelled', remarks: 'x' },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Only a pending expense request can be cancelled; this one is approved.' },
    })
  })

  it("answers 404 for another employee's request, 422 without remarks, 401 without a token and 403 to a contractor", async () => {
    const { client } = await loginAs('regular')
    expect(
      (
        await client.expense.cancel({
          params: { id: expenseIdOf('adminEmployee', 'approved') },
          body: { status: 'cancelled', remarks: 'x' },
        })
      ).status,
    ).toBe(404)
    expect(
      await client.expense.cancel({
        params: { id: expenseIdOf('regular', 'pending') },
        body: { status: 'cancelled', remarks: ' ' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { remarks: ['The remarks field is required.'] } },
    })
    expect(
      (await createClient().expense.cancel({ params: { id: 1 }, body: { status: 'cancelled', remarks: 'x' } })).status,
    ).toBe(401)
    const contractor = await loginAs('contractor')
    expect(
      (await contractor.client.expense.cancel({ params: { id: 1 }, body: { status: 'cancelled', remarks: 'x' } }))
        .status,
    ).toBe(403)
  })
})

describe("cancelling another employee's expense request", () => {
  /** What the owner sees of the request, without the signed attachment links (they carry the time of reading). */
  async function ownersView(client: SignedIn['client'], id: number) {
    const answer = await client.expense.get({ params: { id } })
    if (answer.status !== 200) throw new Error(`the owner's read answered ${answer.status}`)
    const { attachments, ...request } = answer.body.data
    return { ...request, attachments: attachments.map(({ url: _url, ...attachment }) => attachment) }
  }

  const mariasItem = (status: 'pending' | 'approved') =>
    db.expense_request
      .getAll()
      .find((row) => row.user_id === userIdOf('regular') && row.status === status && row.type !== 'training')?.id ?? 0

  it.each([
    { action: 'cancel', status: 'pending' },
    { action: 'cancel-request', status: 'approved' },
  ] as const)(
    '$action answers 404 and leaves the $status request as it was, for its owner and in the database',
    async ({ action, status }) => {
      const maria = await loginAs('regular')
      const jose = await loginAs('twoFactor')
      // A request Maria herself could move this way: only the owner check stands between Jose and it.
      const id = mariasItem(status)
      const stored = () => db.expense_request.getAll().find((row) => row.id === id)
      const before = { stored: stored(), view: await ownersView(maria.client, id) }

      const answer =
        action === 'cancel'
          ? await jose.client.expense.cancel({ params: { id }, body: { status: 'cancelled', remarks: 'Not mine.' } })
          : await jose.client.expense.cancelRequest({
              params: { id },
              body: { status: 'for_cancellation', cancel_reason: 'Not mine.' },
            })

      expect(answer).toMatchObject({ status: 404, body: { message: 'Expense request not found.', data: null } })
      expect(stored()).toEqual(before.stored)
      expect(await ownersView(maria.client, id)).toEqual(before.view)
    },
  )
})
