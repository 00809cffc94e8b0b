import { isRealDate } from './dates/business-date.ts'

/**
 * A list's query as a spatie/laravel-query-builder server reads it (page, per_page, sort and
 * filter[...]), described as plain data. The contract's zod schema of each list query is built from
 * its rules (`listQuerySchema` in fields.ts), and the app reads the address bar with `readListQuery`
 * here, without zod: the list routes check their search on every signed-in page's first load, where
 * zod and the schemas would cost about 20 KB (docs/decisions/0039-zod-off-the-first-load.md).
 * contract/list-queries.test.ts holds the two readings to the same answers.
 */

/** What one filter accepts besides '' ('All', docs/product/records.md#option-lists). */
export type FilterRule =
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
  | { readonly kind: 'date'; readonly field: string }
  | { readonly kind: 'whole'; readonly min: number; readonly max: number }

export type ListQueryRules = {
  /** The fields a list sorts by; each ascending (`field`) and descending (`-field`). */
  readonly sortFields: readonly [string, ...string[]]
  readonly defaultSort: string
  readonly filters: Readonly<Record<string, FilterRule>>
}

export const PAGE_DEFAULT = 1
export const PER_PAGE_DEFAULT = 10
export const PER_PAGE_MAX = 100

type RuleValue<R> = R extends { kind: 'oneOf'; values: readonly (infer V)[] }
  ? V
  : R extends { kind: 'whole' }
    ? number
    : string

export type SortKey<S extends ListQueryRules> = S['sortFields'][number] | `-${S['sortFields'][number]}`

/** A list query's filters; '' is 'All'. */
export type ListQueryFilters<S extends ListQueryRules> = { [K in keyof S['filters']]?: RuleValue<S['filters'][K]> | '' }

/** A list query as read: every default applied. */
export type ListQueryValue<S extends ListQueryRules> = {
  page: number
  per_page: number
  sort: SortKey<S>
  filter: ListQueryFilters<S>
}

/** The filters that take one of a list of values: the contract names their zod schemas. */
export type OneOfFilter<S extends ListQueryRules> = {
  [K in keyof S['filters']]: S['filters'][K] extends { kind: 'oneOf' } ? K : never
}[keyof S['filters']]

/** A list query as a caller writes it: any part left out takes its default. */
export type ListQueryInput<S extends ListQueryRules> = {
  page?: number
  per_page?: number
  sort?: SortKey<S>
  filter?: ListQueryFilters<S>
}

/** The sort keys of a list's rules, each field ascending then descending. */
export const sortKeysOf = <S extends ListQueryRules>(rules: S) =>
  rules.sortFields.flatMap((field) => [field, `-${field}`]) as unknown as [SortKey<S>, ...SortKey<S>[]]

/** A whole number as the server coerces one from the query string (`Number(value)`), or undefined. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  if (typeof value === 'symbol') return undefined
  const number = Number(value)
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** A filter's value as the server reads it, or undefined when the rule refuses it. */
function filterValue(rule: FilterRule, value: unknown): string | number | undefined {
  if (value === '') return ''
  switch (rule.kind) {
    case 'text': {
      if (typeof value !== 'string') return undefined
      const trimmed = value.trim()
      return trimmed.length <= rule.max ? trimmed : undefined
    }
    case 'oneOf':
      return typeof value === 'string' && rule.values.includes(value) ? value : undefined
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? value : undefined
    case 'whole':
      return wholeNumber(value, rule.min, rule.max)
  }
}

/**
 * Reads a list query part by part, as the contract's schema would: each value the rules refuse is
 * left out (so its default applies) and named in `refused`, and unknown filters are dropped.
 * Values arrive as the query string carries them: text, or a number the router already read.
 */
export function readListQuery<S extends ListQueryRules>(
  rules: S,
  raw: { page?: unknown; per_page?: unknown; sort?: unknown; filter?: Record<string, unknown> },
): { query: ListQueryValue<S>; refused: string[] } {
  const refused: string[] = []
  const read = <T>(name: string, value: unknown, reader: (value: unknown) => T | undefined, fallback: T): T => {
    if (value === undefined) return fallback
    const result = reader(value)
    if (result === undefined) refused.push(name)
    return result ?? fallback
  }
  const sorts: readonly unknown[] = sortKeysOf(rules)
  const page = read('page', raw.page, (value) => wholeNumber(value, 1, Infinity), PAGE_DEFAULT)
  const per_page = read('per_page', raw.per_page, (value) => wholeNumber(value, 1, PER_PAGE_MAX), PER_PAGE_DEFAULT)
  const sort = read('sort', raw.sort, (value) => (sorts.includes(value) ? value : undefined), rules.defaultSort)
  const filter: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(raw.filter ?? {})) {
    const rule = rules.filters[name]
    if (rule === undefined || value === undefined) continue
    const result = filterValue(rule, value)
    if (result === undefined) refused.push(name)
    else filter[name] = result
  }
  const query = { page, per_page, sort, filter }
  return { query: query as ListQueryValue<S>, refused }
}
