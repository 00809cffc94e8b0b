import type { Meta, StoryObj } from '@storybook/react-vite'
import { listQueryOf } from '@/components/data-table/list-search'
import { RequestPage } from '@/components/requests/request-page'
import { useStoryScreen } from '@/components/requests/testing/story-screen'
import { withQueryStates } from '../../../.storybook/with-query-states'
import { withRouter } from '../../../.storybook/with-router'
import { certificateKeys, certificateKind, type CertificateSearch } from './certificate-kind'
import { storyCertificates } from './testing/certificate-fixtures'

const firstPage: CertificateSearch = { page: 1, per_page: 10, sort: '-updated_at' }
const listKey = certificateKeys.list(listQueryOf(firstPage))
const meta10 = { current_page: 1, last_page: 2, per_page: 10, total: 12, from: 1, to: 10 }

/** The route's part, played by state: the list's search and the open form. */
function CertificatePageStory({ formOpen = false }: { formOpen?: boolean }) {
  return <RequestPage kind={certificateKind} {...useStoryScreen(firstPage, formOpen)} />
}

/** /certificate: the certificate of employment requests, and the request form. */
const meta = {
  title: 'Pages/Certificate of employment requests',
  component: CertificatePageStory,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CertificatePageStory>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = {
  decorators: [withQueryStates([{ key: listKey, data: { data: storyCertificates.slice(0, 10), meta: meta10 } }])],
}

/** Placeholder rows until the first page answers. */
export const Loading: Story = {
  decorators: [withQueryStates([{ key: listKey, pending: true }])],
}

/** Nothing asked for yet. */
export const Empty: Story = {
  decorators: [
    withQueryStates([
      {
        key: listKey,
        data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null } },
      },
    ]),
  ],
}

/** The list did not load: it says so, with Retry. */
export const LoadFailed: Story = {
  decorators: [withQueryStates([{ key: listKey, error: new Error('Something went wrong.') }])],
}

/** The request form open over the list. */
export const FormOpen: Story = {
  ...WithData,
  args: { formOpen: true },
}

/** On a phone: each request a card. */
export const Phone: Story = {
  ...WithData,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
