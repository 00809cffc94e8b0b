import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createLeaveBodySchema } from '@contract/leave'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../form'
import { ContractFormHarness, errorsUnder } from '../testing/contract-form-harness'
import { AttachmentsField } from './attachments-field'
import { fileMessages } from './file-messages'

beforeAll(() => {
  // jsdom has no object URLs; the image previews only need a string.
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = () => {}
})

const MB = 1024 * 1024

/** A file of a given size without allocating it. */
function fileOf(name: string, type: string, size = 1000) {
  const file = new File(['x'], name, { type, lastModified: 1_750_000_000_000 })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function Harness({ initial = [] }: { initial?: File[] }) {
  const [files, setFiles] = useState(initial)
  return (
    <>
      <AttachmentsField aria-label="Receipts" value={files} onChange={setFiles} />
      <button type="button">After</button>
    </>
  )
}

const zone = () => screen.getByRole('button', { name: 'Receipts' })
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const listed = () =>
  within(screen.getByRole('list', { name: 'Attached files' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const refusals = () => Array.from(document.querySelectorAll('[aria-live] li'), (item) => item.textContent)
const announced = () => screen.getByRole('status').textContent

function drop(files: File[]) {
  fireEvent.drop(zone(), {
    dataTransfer: { files, items: files.map((file) => ({ kind: 'file', getAsFile: () => file })), types: ['Files'] },
  })
}

describe('AttachmentsField', () => {
  it('states the limits before anything is chosen', () => {
    render(<Harness />)
    const description = zone()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(description).toEqual(['PDF, PNG or JPEG, up to 10 MB each, at most 5 files.'])
  })

  it('lists picked files with their size and a Remove button, and announces them', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.upload(fileInput(), [
      fileOf('payslip.pdf', 'application/pdf', 1.2 * MB),
      fileOf('receipt.jpg', 'image/jpeg', 350 * 1024),
    ])
    await waitFor(() => expect(listed()).toEqual(['payslip.pdf1.2 MBRemove', 'receipt.jpg350 KBRemove']))
    expect(announced()).toBe('Added 2 files.')
    expect(screen.getByRole('button', { name: 'Remove receipt.jpg' })).toBeTruthy()
    // The image gets a preview; the PDF an icon.
    expect(screen.getByRole('list', { name: 'Attached files' }).querySelectorAll('img')).toHaveLength(1)
  })

  it('refuses a dropped file of another type, too large or empty, naming the file and the rule', async () => {
    render(<Harness />)
    drop([
      fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      fileOf('scan.png', 'image/png', 11 * MB),
      fileOf('empty.pdf', 'application/pdf', 0),
      fileOf('ok.pdf', 'application/pdf'),
    ])
    await waitFor(() => expect(listed()).toEqual(['ok.pdf1,000 BRemove']))
    expect(refusals()).toEqual([
      '“notes.docx” was not added. The attachment must be a PDF, PNG or JPEG file.',
      '“scan.png” was not added. The attachment must not be greater than 10 MB.',
      '“empty.pdf” was not added. The attachment is empty.',
    ])
    expect(announced()).toBe('Added ok.pdf. 3 files not added.')
  })

  it('stops at the most files allowed and says so', async () => {
    const four = ['a', 'b', 'c', 'd'].map((name) => fileOf(`${name}.pdf`, 'application/pdf'))
    render(<Harness initial={four} />)
    drop([fileOf('e.pdf', 'application/pdf'), fileOf('f.pdf', 'application/pdf')])
    await waitFor(() => expect(listed()).toHaveLength(5))
    expect(refusals()).toEqual(['“f.pdf” was not added. Attach at most 5 files.'])
    expect(zone().getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('5 files attached, the most allowed. Remove one to add another.')).toBeTruthy()
  })

  it('does not attach the same file twice', async () => {
    const file = fileOf('receipt.pdf', 'application/pdf')
    render(<Harness initial={[file]} />)
    drop([file])
    await waitFor(() => expect(refusals()).toEqual(['“receipt.pdf” was not added. It is already attached.']))
    expect(listed()).toHaveLength(1)
  })

  it('removes a file, announces it, and moves focus to the file in its place', async () => {
    const user = userEvent.setup()
    const files = ['a', 'b', 'c'].map((name) => fileOf(`${name}.pdf`, 'application/pdf'))
    render(<Harness initial={files} />)
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }))
    expect(listed()).toEqual(['a.pdf1,000 BRemove', 'c.pdf1,000 BRemove'])
    expect(announced()).toBe('Removed b.pdf.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c.pdf' }))
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.pdf' }))
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }))
    expect(document.activeElement).toBe(zone())
  })

  it('opens the picker from the keyboard', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const picker = vi.spyOn(fileInput(), 'click')
    await user.tab()
    expect(document.activeElement).toBe(zone())
    await user.keyboard('{Enter}')
    expect(picker).toHaveBeenCalled()
  })

  it('takes nothing while disabled', async () => {
    render(<AttachmentsField aria-label="Receipts" value={[]} onChange={vi.fn()} disabled />)
    expect((zone() as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('AttachmentsField in a contract form', () => {
  it('keeps the files after a refused submit, shows each error where it belongs, and sends them on retry', async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    const receipt = fileOf('medical-certificate.pdf', 'application/pdf', 2 * MB)
    render(
      <ContractFormHarness
        schema={createLeaveBodySchema}
        defaultValues={{
          type: 'sick',
          date_started: '2026-06-15',
          date_finished: '2026-06-15',
          reason: 'Flu',
          attachments: [],
        }}
        refusals={[
          { 'attachments.0': ['The file could not be read as a PDF.'], attachments: ['Attach a medical certificate.'] },
        ]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="attachments"
            render={({ field, fieldState }) => (
              <FormItem id="attachments">
                <FormLabel>Attachments</FormLabel>
                <FormControl>
                  <AttachmentsField
                    ref={field.ref}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    messagesOfFile={(index) => fileMessages(fieldState.error, index)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>,
    )
    const attachments = screen.getByRole('button', { name: 'Attachments Choose files or drop them here' })
    await user.upload(fileInput(), receipt)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(errorsUnder(attachments)).toEqual(['Attach a medical certificate.']))
    expect(
      screen.getByRole('button', { name: 'Remove medical-certificate.pdf' }).getAttribute('aria-describedby'),
    ).toBeTruthy()
    expect(listed()).toEqual(['medical-certificate.pdf2 MBThe file could not be read as a PDF.Remove'])

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce())
    expect(onAccepted.mock.calls[0]?.[0].attachments).toEqual([receipt])
    expect(onAccepted.mock.calls[0]?.[0].attachments[0]).toBe(receipt)
  })
})
