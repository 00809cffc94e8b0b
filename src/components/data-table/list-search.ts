import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { readListQuery, type ListQueryFilters, type ListQueryRules, type SortKey } from '@contract/list-query-rules'

/**
 * A server-side list's query in the address bar: the contract's list query (contract/list-query-rules.ts:
 * page, per_page, sort, filter[...]) with its filters flattened, so the URL reads
 * `/leave?status=pending&page=2` rather than carrying a JSON `filter` object. Defaults (page 1,
 * per_page 10, the contract's default sort) stay out of the URL.
 *
 * The route tree checks it on every signed-in page's first load, so it reads the query with the
 * contract's zod-free rules (contract/list-query-rules.ts), never zod
 * (docs/decisions/0039-zod-off-the-first-load.md).
 */

/** What every list search holds besides its filters. */
export type ListSearchBase = { page: number; per_page: number; sort: string }

/** The route's search for a list query's rules: page, per_page, sort and each filter at the top level. */
export type ListSearchOf<S extends ListQueryRules> = {
  page: number
  per_page: number
  sort: SortKey<S>
} & ListQueryFilters<S>

/** The names of a list search's filters. */
export type FilterKey<S extends ListSearchBase> = Exclude<keyof S, keyof ListSearchBase> & string

/** The contract's list query for a list search: what the list route's query options take. */
export type ListQueryOf<S extends ListSearchBase> = ListSearchBase &
  Pick<S, keyof ListSearchBase> & { filter: Omit<S, keyof ListSearchBase> }

const BASE_KEYS: readonly string[] = ['page', 'per_page', 'sort']

/** `{ page, per_page, sort, status }` -> `{ page, per_page, sort, filter: { status } }`, without empty filters. */
export function listQueryOf<S extends ListSearchBase>(search: S): ListQueryOf<S> {
  const { page, per_page, sort, ...filters } = search
  const filter = Object.fromEntries(Object.entries(filters).filter(([, value]) => hasValue(value)))
  return { page, per_page, sort, filter } as ListQueryOf<S>
}

/** A filter counts when it holds something: '' is 'All' (docs/product/records.md#option-lists). */
export function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * The route options that keep a list's query in the URL:
 *
 *   export const Route = createFileRoute('/_app/leave')({
 *     ...listSearch(leaveListQuery),
 *     component: LeavePage,
 *   })
 *
 * `validateSearch` checks the URL with the contract's rules and never throws: a value they refuse
 * (a hand-edited `?page=abc`, an unknown status) falls back to its default and the rest is kept, so
 * the page always renders. The search middleware leaves defaults out of the URL.
 */
export function listSearch<S extends ListQueryRules>(rules: S) {
  type Search = ListSearchOf<S>
  const { page, per_page, sort } = readListQuery(rules, {}).query
  return {
    validateSearch: (input: Partial<Search> & SearchSchemaInput): Search =>
      validateListSearch(rules, input as Record<string, unknown>) as Search,
    search: { middlewares: [stripSearchParams<Search>({ page, per_page, sort } as Partial<Search>)] },
  }
}

export function validateListSearch(rules: ListQueryRules, raw: Record<string, unknown>): Record<string, unknown> {
  return coveringRaw(raw, flatten(readListQuery(rules, nest(asWireValues(raw))).query))
}

/**
 * The router lays a route's validated search over the raw one, so a refused or unknown value would
 * show through unless the validated search names it: as undefined.
 */
function coveringRaw(raw: Record<string, unknown>, search: Record<string, unknown>): Record<string, unknown> {
  const refused = Object.keys(raw).filter((key) => !(key in search))
  return { ...Object.fromEntries(refused.map((key) => [key, undefined])), ...search }
}

/**
 * The router reads `?search=2026` as the number 2026 and `?page=2` as 2; the contract's query
 * schemas take what a server receives, text, and coerce where a number is meant.
 */
function asWireValues(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ]),
  )
}

type NestedSearch = Record<string, unknown> & { filter: Record<string, unknown> }

function nest(flat: Record<string, unknown>): NestedSearch {
  const nested: NestedSearch = { filter: {} }
  for (const [key, value] of Object.entries(flat)) {
    if (BASE_KEYS.includes(key)) nested[key] = value
    else nested.filter[key] = value
  }
  return nested
}

function flatten(query: { filter: Record<string, unknown> } & Record<string, unknown>): Record<string, unknown> {
  const { filter, ...base } = query
  const filters = Object.entries(filter).filter(([, value]) => hasValue(value))
  return { ...base, ...Object.fromEntries(filters) }
}
