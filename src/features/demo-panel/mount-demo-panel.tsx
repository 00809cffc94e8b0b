import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DemoPanel } from './demo-panel'
import type { DemoSession } from './demo-session'
import { mockControls } from './mock-controls'

/**
 * Mounts the panel in a root of its own, appended to <body>: it outlives the first-visit shell's hand-over
 * to the router app and never touches the app's tree. Mock builds only (src/main.tsx).
 */
export function mountDemoPanel(session: DemoSession): () => void {
  const host = document.createElement('div')
  host.id = 'empleo-demo-panel'
  // In the page's flow after the app, the host is a spacer as tall as the pinned 'Demo' button, so
  // the end of any page can scroll clear of it on a phone.
  host.style.height = '2.5rem'
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <StrictMode>
      <DemoPanel controls={mockControls} session={session} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
