import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import {
  ARCHIVE_MANIFEST_PATH,
  archiveCategoryFileSchema,
  archiveCategoryPath,
  archiveManifestSchema,
} from '@contract/data-export-archive'
import { privacyCategoryValues } from '@contract/privacy-values'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { LAPTOP, PHONE } from './support/shell'

// Download my data (/privacy/download, docs/product/privacy.md#download-my-data): Maria asks for a copy with her
// password, the mock's clock moves past its preparation, and the zip she downloads is read with the contract's
// schemas. The rules (one a day, 24 hours, another person's link) are proved by the mock and app tests.

test.use({ persona: 'regular' })

test('asks for a copy with the password by keyboard, downloads the zip, and every JSON in it parses with the contract; axe on a laptop and a phone', async ({
  page,
  mock,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/privacy/download')
  const copy = page.getByRole('region', { name: 'Your copy' })
  await expect(copy.getByText('You have not asked for a copy of your data yet.')).toBeVisible()
  await expectNoA11yViolations(page)

  await copy.getByRole('button', { name: 'Ask for a copy' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Ask for a copy of your data' })
  await dialog.getByLabel('Your password').fill(personas.regular.password)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(copy.getByText('Preparing…')).toBeVisible()

  await mock.advanceClock(60_000)
  const download = copy.getByRole('button', { name: 'Download my data' })
  await expect(download).toBeVisible()
  await expect(copy).toContainText('You can ask for one copy a day: the next from')

  const downloading = page.waitForEvent('download')
  await download.click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/^empleo-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await file.path())))
  const manifest = archiveManifestSchema.parse(JSON.parse(strFromU8(files[ARCHIVE_MANIFEST_PATH] ?? new Uint8Array())))
  expect(manifest.person).toMatchObject({ full_name: 'Maria Santos', email: personas.regular.email })
  expect(Object.keys(files).sort()).toEqual(
    [ARCHIVE_MANIFEST_PATH, ...manifest.files.map((entry) => entry.path)].sort(),
  )
  for (const category of privacyCategoryValues) {
    const parsed = archiveCategoryFileSchema(category).parse(
      JSON.parse(strFromU8(files[archiveCategoryPath(category)] ?? new Uint8Array())),
    )
    expect(parsed.category).toBe(category)
  }
  expect(manifest.files.filter((entry) => entry.kind === 'payslip_pdf').length).toBeGreaterThan(0)
  const payslip = manifest.files.find((entry) => entry.kind === 'payslip_pdf')?.path ?? ''
  expect(strFromU8(files[payslip] ?? new Uint8Array(), true).startsWith('%PDF-')).toBe(true)

  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expect(download).toBeVisible()
  await expectNoA11yViolations(page)
})
