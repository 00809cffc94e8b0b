import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryStates } from '../../../.storybook/with-query-states'
import { withRouter } from '../../../.storybook/with-router'
import { payslipKeys } from './api/payslip-keys'
import { PayslipDetailPage } from './payslip-detail-page'
import { storyDecemberPayslip, storyPayslip, storyPayslipChanges } from './testing/payslip-fixtures'

/**
 * /payslip/$id: earnings, deductions with the employer's shares, net pay, the year to date, Download
 * PDF and Print, and why the net pay changed from the payslip before. The route loads the payslip before the page paints, so the page has no loading state
 * of its own (the router's loading screen shows meanwhile).
 */
const meta = {
  title: 'Pages/Payslip details',
  component: PayslipDetailPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { id: storyPayslip.id, backLink: <a href="#payslips">← All payslips</a> },
} satisfies Meta<typeof PayslipDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithPremiums: Story = {
  decorators: [
    withQueryStates([
      { key: payslipKeys.detail(storyPayslip.id), data: storyPayslip },
      { key: payslipKeys.changes(storyPayslip.id), data: storyPayslipChanges },
    ]),
  ],
}

/** December's second cut-off: the 13th-month pay. */
export const ThirteenthMonth: Story = {
  args: { id: storyDecemberPayslip.id },
  decorators: [
    withQueryStates([
      { key: payslipKeys.detail(storyDecemberPayslip.id), data: storyDecemberPayslip },
      { key: payslipKeys.changes(storyDecemberPayslip.id), pending: true },
    ]),
  ],
}

export const Phone: Story = {
  ...WithPremiums,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
