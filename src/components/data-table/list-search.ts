import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import type { z } from 'zod'

/**
 * A server-side list's query in the address bar: the contract's list query (contract/fields.ts
 * `listQuery`: page, per_page, sort, filter[...]) with its filters flattened, so the URL reads
 * `/leave?status=pending&page=2` rather than carrying a JSON `filter` object. Defaults (page 1,
 * per_page 10, the contract's default sort) stay out of the URL.
 *
 * Only types come from zod here: the schema is the route file's import, and the route tree loads
 * with the router app, never with the landing page (docs/decisions/0006-landing-first-load-budget.md).
 */

/** What every list search holds besides its filters. */
export type ListSearchBase = { page: number; per_page: number; sort: string }

/** A contract list query schema: `listQuery(...).extend({ filter: z.object({...}).default({}) })`. */
export type ListQuerySchema = z.ZodType<ListSearchBase & { filter: Record<string, unknown> }, z.ZodTypeDef, unknown>

/** The route's search for a list query schema: page, per_page, sort and each filter at the top level. */
export type ListSearchOf<Q extends ListQuerySchema> = Omit<z.output<Q>, 'filter'> & z.output<Q>['filter']

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
 *     ...listSearch(leaveListQuerySchema),
 *     component: LeavePage,
 *   })
 *
 * `validateSearch` checks the URL with the contract's schema and never throws: a value the schema
 * refuses (a hand-edited `?page=abc`, an unknown status) falls back to its default and the rest is
 * kept, so the page always renders. The search middleware leaves defaults out of the URL.
 */
export function listSearch<Q extends ListQuerySchema>(schema: Q) {
  type Search = ListSearchOf<Q>
  const defaults = flatten(schema.parse({})) as Search
  const { page, per_page, sort } = defaults
  return {
    validateSearch: (input: Partial<Search> & SearchSchemaInput): Search =>
      validateListSearch(schema, input as Record<string, unknown>) as Search,
    search: { middlewares: [stripSearchParams<Search>({ page, per_page, sort } as Partial<Search>)] },
  }
}

/** The attempts after which a search that still fails is replaced by the defaults (one per bad value is plenty). */
const MAX_REPAIRS = 8

export function validateListSearch(schema: ListQuerySchema, raw: Record<string, unknown>): Record<string, unknown> {
  let candidate = nest(asWireValues(raw))
  for (let attempt = 0; attempt < MAX_REPAIRS; attempt++) {
    const result = schema.safeParse(candidate)
    if (result.success) return coveringRaw(raw, flatten(result.data))
    candidate = withoutRefused(candidate, result.error.issues)
  }
  return coveringRaw(raw, flatten(schema.parse({})))
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

/** Drops each value an issue points at, so its default applies; an issue about the whole filter drops every filter. */
function withoutRefused(candidate: NestedSearch, issues: readonly z.ZodIssue[]): NestedSearch {
  const repaired: NestedSearch = { ...candidate, filter: { ...candidate.filter } }
  for (const { path } of issues) {
    const [top, name] = path
    if (top === 'filter' && typeof name === 'string') delete repaired.filter[name]
    else if (top === 'filter' || top === undefined) repaired.filter = {}
    else delete repaired[String(top)]
  }
  return repaired
}
