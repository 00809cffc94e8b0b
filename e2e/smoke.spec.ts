import { contract } from '@contract'
import { errorBodySchema } from '@contract/envelope'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { pageFetch } from './support/page-fetch'
import { landingHeadline } from './support/landing'

test.describe('smoke: the demo build on the in-browser mock', () => {
  test('the landing page loads with the product title', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Empleo-Employee')
    await expect(landingHeadline(page)).toBeVisible()
  })

  test('the service worker answers the contract: /auth/me without a token is 401 in the error shape', async ({
    page,
  }) => {
    await page.goto('/')
    const response = await pageFetch(page, contract.auth.me.path)
    expect(response.status).toBe(401)
    expect(errorBodySchema.safeParse(response.body).error?.issues ?? []).toEqual([])
  })

  test('the service worker reads multipart posts: forgot-password answers 200 and e-mails a code', async ({
    page,
    mock,
  }) => {
    await page.goto('/')
    await mock.reset()
    const { email } = personas.regular
    const response = await pageFetch(page, contract.auth.forgotPassword.path, { method: 'POST', form: { email } })
    expect(response.status).toBe(200)
    expect(contract.auth.forgotPassword.responses[200].safeParse(response.body).error?.issues ?? []).toEqual([])
    expect((await mock.latestEmail(email))?.code).toMatch(/^\d{6}$/)
  })

  test('/404?status=404 says the page was not found, and Go Back with nothing behind it goes home', async ({
    page,
  }) => {
    await page.goto('/404?status=404')
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect.poll(() => pathOf(page.url())).toBe('/')
  })

  test('an unknown path sends a signed-out visitor to /', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect.poll(() => pathOf(page.url())).toBe('/')
  })

  for (const path of ['/', '/404?status=404']) {
    test(`axe finds nothing serious or critical on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('#root')).not.toBeEmpty()
      await expectNoA11yViolations(page)
    })
  }
})

const pathOf = (url: string) => new URL(url).pathname
