import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { registerAdminBodySchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type RegisterAdminBody = z.output<typeof registerAdminBodySchema>

/** POST /signup/register-admin: creates the company's admin; `data.id` names it in the next step. */
export function useRegisterAdmin() {
  return useMutation({ mutationFn: (body: RegisterAdminBody) => apiBody(api.signup.registerAdmin({ body })) })
}
