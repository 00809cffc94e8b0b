import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { connectApi } from '@/app/connect-api'
import { createAppRouter } from '@/app/router'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { env } from '@/config/env'
import { belongsInAdminApp, keepRedirectingToAdminApp } from '@/features/auth/admin-redirect'
import { startSession } from '@/features/auth/start-session'

async function start(root: HTMLElement) {
  // Written as a direct comparison so a production build drops this branch, and with it msw,
  // @mswjs/data and faker: the real-API bundle carries no mock code (quality.md).
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }

  if (belongsInAdminApp(env.VITE_ADMIN_APP_URL)) {
    keepRedirectingToAdminApp(env.VITE_ADMIN_APP_URL)
    createRoot(root).render(<LoadingScreen />)
    return
  }

  const router = createAppRouter()
  connectApi(router)
  void startSession()

  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element to render into.')
void start(root)
