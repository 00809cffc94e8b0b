import type { Meta, StoryObj } from '@storybook/react-vite'
import { useAmountsShown } from '@/components/payslip/use-amounts-shown'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { taxCertificateKeys } from '../api/tax-certificates'
import { storyTaxCertificate, storyTaxCertificates } from '../testing/tax-certificate-fixtures'
import { TaxCertificatesCard } from './tax-certificates-card'

const listKey = taxCertificateKeys.list()
const yearKey = taxCertificateKeys.detail(2025)

/** The card with the page's amounts switch (the page shares it with the latest payslip). */
function TaxCertificatesStory() {
  return <TaxCertificatesCard amounts={useAmountsShown()} />
}

/** /payslip's BIR Form 2316 section: each year's figures (hidden until revealed) and its PDF. */
const meta = {
  title: 'Payslip/Tax certificates',
  component: TaxCertificatesStory,
} satisfies Meta<typeof TaxCertificatesStory>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {
  decorators: [
    withQueryStates([
      { key: listKey, data: storyTaxCertificates },
      { key: yearKey, data: storyTaxCertificate },
    ]),
  ],
}

/** Before the first year is over: when it will come. */
export const NoneYet: Story = {
  decorators: [
    withQueryStates([{ key: listKey, data: { certificates: [], upcoming: storyTaxCertificates.upcoming } }]),
  ],
}

export const Loading: Story = { decorators: [withQueryStates([{ key: listKey, pending: true }])] }

export const LoadFailed: Story = {
  decorators: [withQueryStates([{ key: listKey, error: new Error('Something went wrong.') }])],
}

export const Phone: Story = { ...WithData, globals: { viewport: { value: 'mobile2', isRotated: false } } }
