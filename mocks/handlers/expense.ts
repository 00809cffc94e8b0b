import { contract } from '@contract'
import { created, implement, notFound, success, unprocessable } from '../adapter'
import { nowIso } from '../clock'
import { db } from '../db'
import { paginate } from '../db/query'
import { appendStatusChange, expenseRequestsOf, findExpenseOf } from '../db/requests'
import { presentExpense, presentExpenses } from '../presenters/requests'
import { recentDuplicate, submissionDigest } from '../rules/duplicate-submissions'
import { dateRangeErrors, expenseMatcher } from '../rules/list-filters'
import { expenseKind } from '../rules/request-kinds'
import { checkAttachments } from '../rules/uploads'
import { storeFile } from '../storage/stored-files'
import { cancelOwnRequest, requestOwnCancellation } from './request-cancels'

/**
 * Expense (item) requests: regular employees only (the adapter applies the gate). Every lookup is the
 * caller's own: another employee's request answers 404.
 */
const routes = contract.expense

const originOf = (request: Request) => new URL(request.url).origin

export const expenseHandlers = [
  implement(routes.list, async ({ user, query, request }) => {
    const rangeErrors = dateRangeErrors(query.filter)
    if (rangeErrors) return unprocessable(rangeErrors)
    const { data, meta } = paginate(expenseRequestsOf(user.id), {
      where: expenseMatcher(query.filter),
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    })
    return {
      status: 200,
      body: {
        message: 'Your expense requests.',
        data: await presentExpenses(data, originOf(request)),
        meta,
        errors: null,
      },
    }
  }),

  implement(routes.create, async ({ user, body, request }) => {
    const origin = originOf(request)
    // Training dates only belong to training (Laravel's exclude_unless): a form that kept them from
    // an earlier choice of type must not file an item with training dates.
    const training = body.type === 'training'
    const fields = {
      ...body,
      date_training_at: training && body.date_training_at ? body.date_training_at : null,
      date_training_finish_at: training && body.date_training_finish_at ? body.date_training_finish_at : null,
      description: body.description ? body.description : null,
    }
    const digest = await submissionDigest(fields)
    const duplicate = recentDuplicate(expenseRequestsOf(user.id), digest)
    if (duplicate)
      return created(await presentExpense(duplicate, origin), 'This expense request was already filed; here it is.')

    const uploads = await checkAttachments(body.attachments)
    if (Object.keys(uploads.errors).length > 0) return unprocessable(uploads.errors)

    const at = nowIso()
    const expense = db.expense_request.create({
      user_id: user.id,
      type: fields.type,
      item_name: fields.item_name,
      costing: fields.costing,
      date_training_at: fields.date_training_at,
      date_training_finish_at: fields.date_training_finish_at,
      description: fields.description,
      status: 'pending',
      submission_digest: digest,
      created_at: at,
      updated_at: at,
    })
    appendStatusChange('expense', expense.id, { status: 'pending', by: user.full_name, at })
    for (const file of uploads.files) storeFile(user.id, 'expense_request', expense.id, file)
    return created(await presentExpense(expense, origin), 'Your expense request was filed and is waiting for approval.')
  }),

  implement(routes.get, async ({ user, params, request }) => {
    const expense = findExpenseOf(user.id, params.id)
    return expense
      ? success(await presentExpense(expense, originOf(request)), 'Your expense request.')
      : notFound(expenseKind.words.notFound)
  }),

  implement(routes.cancelRequest, (call) => requestOwnCancellation(expenseKind, call)),

  implement(routes.cancel, (call) => cancelOwnRequest(expenseKind, call)),
]
