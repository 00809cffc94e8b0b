import { createFileRoute } from '@tanstack/react-router'
import { NOT_FOUND_TITLE } from '@/app/document-title'
import { NotFoundPage } from '@/components/errors/not-found-page'

/**
 * docs/product/screens-and-routes.md#public-routes, unknown paths: under the signed-in layout, so a guest is sent to /
 * by its guard and a signed-in person sees the not-found page.
 */
export const Route = createFileRoute('/_app/$')({
  staticData: { title: NOT_FOUND_TITLE },
  component: NotFoundPage,
})
