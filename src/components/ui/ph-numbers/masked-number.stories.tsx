import type { Meta, StoryObj } from '@storybook/react-vite'
import { MaskedNumber } from './masked-number'

const meta = {
  title: 'UI/MaskedNumber',
  component: MaskedNumber,
  args: { kind: 'tin', value: '123456789' },
} satisfies Meta<typeof MaskedNumber>

export default meta
type Story = StoryObj<typeof meta>

/** The profile's government numbers: only the last four digits show. */
export const ProfileNumbers: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-slate-600">Mobile</dt>
      <dd>
        <MaskedNumber kind="mobile" value="+639171234567" />
      </dd>
      <dt className="text-slate-600">TIN</dt>
      <dd>
        <MaskedNumber kind="tin" value="123456789000" />
      </dd>
      <dt className="text-slate-600">SSS</dt>
      <dd>
        <MaskedNumber kind="sss" value="3412345678" />
      </dd>
      <dt className="text-slate-600">PhilHealth</dt>
      <dd>
        <MaskedNumber kind="philhealth" value="120512345678" />
      </dd>
      <dt className="text-slate-600">Pag-IBIG</dt>
      <dd>
        <MaskedNumber kind="pagibig" value="121234567890" />
      </dd>
    </dl>
  ),
}

export const NineDigitTin: Story = {}
export const NotSet: Story = { args: { kind: 'sss', value: '' } }
