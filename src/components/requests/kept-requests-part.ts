import type { ComponentType } from 'react'
import { lazyPart } from '@/lib/lazy-part'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'

export type KeptRequestsProps = { kind: RequestKind<AnyRequest, RequestSearch, object>; onFiled: (id: number) => void }

/**
 * The list of requests kept on this phone (KeptRequests), off the page's first load: a page shows it only
 * when the person has some (docs/decisions/0068-outbox.md). A request form fetches it as it opens, while
 * there is a line, so a filing kept offline can be listed.
 */
export const keptRequestsPart = lazyPart(() =>
  import('./kept-requests').then((module) => module.KeptRequests as ComponentType<KeptRequestsProps>),
)
