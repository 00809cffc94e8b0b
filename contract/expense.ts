import { z } from 'zod'
import { idempotencyKeyHeaders } from './idempotency'
import { ok, paginated } from './envelope'
import {
  attachmentsSchema,
  businessDateSchema,
  idParamSchema,
  listQuerySchema,
  optionalString,
  pesoAmountSchema,
  requiredString,
} from './fields'
import { expenseListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { expenseTypeValues } from './options'
import { cancelBodySchema, cancelRequestBodySchema, requestRecordSchema, requestStatusSchema } from './requests'
import { c, gatedRoute, refusing } from './router'

/**
 * Expense (item) requests: training, items and other costs the company pays for
 * (docs/product/records.md#expense-requests).
 */
export const expenseTypeSchema = z.enum(expenseTypeValues, {
  errorMap: () => ({ message: 'Choose a request type from the list.' }),
})

export const expenseRequestSchema = z
  .object({
    id: z.number().int(),
    type: expenseTypeSchema,
    item_name: z.string(),
    /** Pesos with centavos. */
    costing: z.number(),
    currency: z.literal('PHP'),
    date_training_at: z.string().nullable(),
    date_training_finish_at: z.string().nullable(),
    description: z.string().nullable(),
  })
  .merge(requestRecordSchema)
export type ExpenseRequest = z.infer<typeof expenseRequestSchema>

export const expenseSorts = sortKeysOf(expenseListQuery)
export const expenseListQuerySchema = listQuerySchema(expenseListQuery, {
  status: requestStatusSchema,
  item_type: expenseTypeSchema,
})
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>

/** Training needs its dates; items and others do not take them. */
export const createExpenseBodySchema = z
  .object({
    type: expenseTypeSchema,
    item_name: requiredString('item name', 150),
    costing: pesoAmountSchema('costing'),
    date_training_at: businessDateSchema('training start date').or(z.literal('')).optional(),
    date_training_finish_at: businessDateSchema('training end date').or(z.literal('')).optional(),
    description: optionalString('description', 1000),
    attachments: attachmentsSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type !== 'training') return
    if (!body.date_training_at) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['date_training_at'],
        message: 'The training start date is required for a training request.',
      })
    }
    if (!body.date_training_finish_at) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['date_training_finish_at'],
        message: 'The training end date is required for a training request.',
      })
    } else if (body.date_training_at && body.date_training_finish_at < body.date_training_at) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['date_training_finish_at'],
        message: 'The training end date must be on or after the start date.',
      })
    }
  })

const expenseRoute = gatedRoute('expense')
const idParams = z.object({ id: idParamSchema.describe("The item request's id.") })

export const expenseContract = c.router({
  list: {
    method: 'GET',
    path: '/item-requests',
    query: expenseListQuerySchema,
    responses: { 200: paginated(expenseRequestSchema) },
    metadata: expenseRoute,
    summary: "The employee's expense requests: paged, sorted and filtered on the server",
  },
  get: {
    method: 'GET',
    path: '/item-requests/:id',
    pathParams: idParams,
    responses: { 200: ok(expenseRequestSchema) },
    metadata: expenseRoute,
    summary: "One of the employee's expense requests (404 for anyone else's)",
  },
  create: {
    method: 'POST',
    path: '/item-requests',
    contentType: 'multipart/form-data',
    body: createExpenseBodySchema,
    headers: idempotencyKeyHeaders,
    responses: { 201: ok(expenseRequestSchema) },
    metadata: expenseRoute,
    summary: 'File an expense request with receipts or quotations attached',
    description:
      'Without an Idempotency-Key, a repeat of the same fields and files by the same employee within 10 seconds files nothing new: it answers 201 with the first request, so a double click or a retried submit files once.',
  },
  cancelRequest: {
    method: 'POST',
    path: '/item-requests/:id/cancel-request',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelRequestBodySchema,
    responses: { 200: ok(expenseRequestSchema) },
    metadata: refusing(expenseRoute, {
      409: 'The expense request is not approved, or its training has already ended.',
    }),
    summary: 'Ask to cancel an approved expense request (approved -> for_cancellation)',
  },
  cancel: {
    method: 'POST',
    path: '/item-requests/:id/cancel',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelBodySchema,
    responses: { 200: ok(expenseRequestSchema) },
    metadata: refusing(expenseRoute, {
      409: 'The expense request is no longer pending.',
    }),
    summary: 'Cancel a pending expense request (pending -> cancelled)',
  },
})
