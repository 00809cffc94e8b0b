import { expect, type Page } from '@playwright/test'

/** The employee shell as a person finds it: the sidebar's menu, the account menu in the header. */

export const LAPTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** The button with the avatar and the full name, which opens the account menu. */
export const accountMenuButton = (page: Page, fullName: string) =>
  page.getByRole('banner').getByRole('button', { name: fullName })

/** The names of the account menu's items, opened from the avatar (closed again with Escape). */
export async function accountMenuItems(page: Page, fullName: string): Promise<string[]> {
  await accountMenuButton(page, fullName).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const items = await menu.getByRole('menuitem').allTextContents()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  return items
}

/** Chooses an item of the account menu. */
export async function chooseFromAccountMenu(page: Page, fullName: string, item: string): Promise<void> {
  await accountMenuButton(page, fullName).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** The sidebar's links as shown, without the Payslip count's badge ("Payslip2" reads "Payslip"). */
export async function sidebarItems(page: Page): Promise<string[]> {
  const names = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()
  return names.map((name) => name.replace(/\d+\+?$/, ''))
}
