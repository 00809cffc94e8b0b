import type { Meta, StoryObj } from '@storybook/react-vite'
import { requestPageStories } from '@/components/requests/testing/request-page-stories'
import { certificateKind } from './certificate-kind'
import { storyCertificates } from './testing/certificate-fixtures'

const stories = requestPageStories(certificateKind, {
  firstPage: { page: 1, per_page: 10, sort: '-updated_at' },
  rows: storyCertificates,
})

/** /certificate: the certificate of employment requests, and the request form. */
const meta = {
  title: 'Pages/Certificate of employment requests',
  ...stories.meta,
} satisfies Meta<typeof stories.Screen>

export default meta
type Story = StoryObj<typeof meta>

export const WithData: Story = stories.WithData

/** Placeholder rows until the first page answers. */
export const Loading: Story = stories.Loading

/** Nothing asked for yet. */
export const Empty: Story = stories.Empty

/** The list did not load: it says so, with Retry. */
export const LoadFailed: Story = stories.LoadFailed

/** The request form open over the list. */
export const FormOpen: Story = stories.FormOpen
