import { expenseKind } from '../rules/request-kinds'
import { requestHandlers } from './requests'

/** Expense (item) requests: regular employees only (the adapter applies the gate). */
export const expenseHandlers = requestHandlers(expenseKind)
