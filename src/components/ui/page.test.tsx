import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Page, PageHeader } from './page'

describe('Page', () => {
  it('is the main landmark with one h1, its description and its actions', () => {
    render(
      <Page
        title="Leave"
        description="Your balances and requests."
        actions={<button type="button">Request leave</button>}
      >
        <p>The list</p>
      </Page>,
    )
    const main = screen.getByRole('main')
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Leave'])
    expect(main.textContent).toContain('Your balances and requests.')
    expect(screen.getByRole('button', { name: 'Request leave' })).toBeTruthy()
    expect(main.textContent).toContain('The list')
  })

  it('takes one of the named widths', () => {
    render(
      <Page title="Account Settings" width="narrow">
        <p>Password</p>
      </Page>,
    )
    expect(screen.getByRole('main').className).toContain('max-w-3xl')
  })

  it('leaves the heading to a PageHeader inside when it has no title', () => {
    render(
      <Page width="medium">
        <article aria-labelledby="doc-title">
          <PageHeader title="Payslip for November 2026" titleId="doc-title" />
        </article>
      </Page>,
    )
    expect(screen.getByRole('article', { name: 'Payslip for November 2026' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })
})
