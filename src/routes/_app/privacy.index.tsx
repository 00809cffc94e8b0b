import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/privacy/privacy-page'

/** docs/product/privacy.md: the privacy centre, open to every employment type. */
export const Route = createFileRoute('/_app/privacy/')({
  staticData: { title: 'Privacy' },
  component: PrivacyPage,
})
