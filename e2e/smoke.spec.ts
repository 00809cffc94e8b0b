import { contract } from '@contract'
import { errorBodySchema } from '@contract/envelope'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { pageFetch } from './support/page-fetch'
import { landingHeadline } from './support/landing'

test.describe('smoke: the demo build on the in-browser mock', () => {
  test('the landing page loads with the product title and passes axe; its service worker answers the contract', async ({
    page,
    mock,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Empleo-Employee')
    await expect(landingHeadline(page)).toBeVisible()
    await expectNoA11yViolations(page)

    // /auth/me without a token is 401 in the error shape.
    const me = await pageFetch(page, contract.auth.me.path)
    expect(me.status).toBe(401)
    expect(errorBodySchema.safeParse(me.body).error?.issues ?? []).toEqual([])

    // A multipart post is read: forgot-password answers 200 and e-mails a code.
    await mock.reset()
    const { email } = personas.regular
    const forgot = await pageFetch(page, contract.auth.forgotPassword.path, { method: 'POST', form: { email } })
    expect(forgot.status).toBe(200)
    expect(contract.auth.forgotPassword.responses[200].safeParse(forgot.body).error?.issues ?? []).toEqual([])
    expect((await mock.latestEmail(email))?.code).toMatch(/^\d{6}$/)
  })

  test('/404?status=404 says the page was not found and passes axe; Go Back with nothing behind it goes home, as an unknown path does', async ({
    page,
  }) => {
    await page.goto('/404?status=404')
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect.poll(() => pathOf(page.url())).toBe('/')

    await page.goto('/no-such-page')
    await expect.poll(() => pathOf(page.url())).toBe('/')
  })
})

const pathOf = (url: string) => new URL(url).pathname
