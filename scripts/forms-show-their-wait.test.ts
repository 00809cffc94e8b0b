import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repositoryFiles } from './docs-links'

/**
 * docs/product/errors.md#by-status: a 429 is shown by the form. useContractForm's `fail` starts the wait
 * (`waitSeconds`) for every form, but only a form that shows it and holds Submit back with it tells the
 * person anything: five landing dialog steps once gave theirs to `fail` and showed nothing.
 */
const root = join(import.meta.dirname, '..')
const forms = repositoryFiles(root).filter(
  (file) => /^src\/.*\.tsx$/.test(file) && !/\.(test|stories)\.tsx$/.test(file) && !file.includes('/testing/'),
)
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe('every form shows a 429', () => {
  it('finds the forms it checks', () => {
    expect(forms).toContain('src/features/sign-up/code-step.tsx')
  })

  it('shows the wait in every component that gives its failures to a contract form’s `fail`', () => {
    const silent = forms.filter((file) => {
      const text = read(file)
      return text.includes('useContractForm(') && /\.fail\b/.test(text) && !text.includes('waitSeconds')
    })
    expect(silent).toEqual([])
  })
})
