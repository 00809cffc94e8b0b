import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createExpenseBodySchema } from '@contract/expense'
import { api, apiBody } from '@/lib/api'
import { expenseChanged } from './expense-changed'

/** POST /item-requests: files an expense request with its receipts (pending until HR decides). */
export function useCreateExpense() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof createExpenseBodySchema>) => apiBody(api.expense.create({ body })),
    onSuccess: ({ data }) => expenseChanged(queryClient, data),
  })
}
