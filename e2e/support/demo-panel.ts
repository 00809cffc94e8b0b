import type { Page } from '@playwright/test'

/** The presenter's demo panel (src/features/demo-panel), driven as a presenter would. */

export const demoPanelTrigger = (page: Page) => page.getByRole('button', { name: 'Demo panel' })
export const demoPanel = (page: Page) => page.getByRole('dialog', { name: 'Demo panel' })

export async function openDemoPanel(
  page: Page,
  tab: 'Inbox' | 'Scenarios' | 'Approvals' | 'Server events' | 'Clock',
): Promise<void> {
  // It loads once the page is idle, after the first paint.
  if (!(await demoPanel(page).isVisible())) await demoPanelTrigger(page).click()
  await demoPanel(page).getByRole('tab', { name: tab }).click()
}
