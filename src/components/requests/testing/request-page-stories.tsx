import type { StoryObj } from '@storybook/react-vite'
import { listQueryOf } from '@/components/data-table/list-search'
import { withQueryStates, type QueryState } from '../../../../.storybook/with-query-states'
import { withRouter } from '../../../../.storybook/with-router'
import { RequestPage } from '../request-page'
import type { AnyRequest, RequestKind, RequestSearch } from '../request-kind'
import { useStoryScreen } from './story-screen'

/** What a kind's page loads besides its list (the leave balances), in each state of the stories. */
export type AroundTheList = { loaded?: QueryState[]; loading?: QueryState[]; failed?: QueryState[] }

const loadFailed = new Error('Something went wrong.')

/**
 * The stories every request page has, from its kind (docs/decisions/0060-request-kind-described-once.md):
 * a first page of `rows`, placeholders, nothing filed, a failed load, and the form open, with what every
 * request page's meta holds (`meta`). A kind's stories file names its title and exports the ones it shows:
 * Storybook reads both from the file itself.
 */
export function requestPageStories<Request extends AnyRequest, Search extends RequestSearch, Body>(
  kind: RequestKind<Request, Search, Body>,
  { firstPage, rows, around = {} }: { firstPage: Search; rows: readonly Request[]; around?: AroundTheList },
) {
  const listKey = kind.keys.list(listQueryOf(firstPage))
  const pageOf = (data: readonly Request[], total: number, lastPage: number) => ({
    data,
    meta: { current_page: 1, last_page: lastPage, per_page: 10, total, from: total ? 1 : null, to: total ? 10 : null },
  })

  /** The route's part, played by state: the list's search and the open form. */
  function Screen({ formOpen = false }: { formOpen?: boolean }) {
    return <RequestPage kind={kind} {...useStoryScreen(firstPage, formOpen)} />
  }

  type Story = StoryObj<typeof Screen>
  const WithData: Story = {
    decorators: [withQueryStates([...(around.loaded ?? []), { key: listKey, data: pageOf(rows.slice(0, 10), 12, 2) }])],
  }
  return {
    Screen,
    meta: { component: Screen, decorators: [withRouter], parameters: { layout: 'fullscreen' } },
    WithData,
    Loading: {
      decorators: [withQueryStates([{ key: listKey, pending: true }, ...(around.loading ?? [])])],
    } satisfies Story,
    Empty: {
      decorators: [withQueryStates([...(around.loaded ?? []), { key: listKey, data: pageOf([], 0, 1) }])],
    } satisfies Story,
    LoadFailed: {
      decorators: [withQueryStates([{ key: listKey, error: loadFailed }, ...(around.failed ?? [])])],
    } satisfies Story,
    FormOpen: { ...WithData, args: { formOpen: true } } satisfies Story,
  }
}
