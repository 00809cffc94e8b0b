import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pendingTaskPath } from './guards'
import { useAuth } from './use-auth'

/**
 * The guards read the stored user before the page shows; /auth/me may answer a moment later with a task
 * the stored user did not have (a privacy notice published since the last visit). The person is then
 * sent to it at once, as the guard would have (docs/product/screens-and-routes.md#redirect-rules).
 */
export function usePendingTaskRedirect(): void {
  const { user } = useAuth()
  const pathname = useLocation({ select: (location) => location.pathname })
  const navigate = useNavigate()
  const taskPath = user ? pendingTaskPath(user) : null
  useEffect(() => {
    if (taskPath !== null && pathname !== taskPath) void navigate({ to: taskPath, replace: true })
  }, [taskPath, pathname, navigate])
}
