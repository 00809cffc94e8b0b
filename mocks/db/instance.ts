/**
 * @mswjs/data's database instance, which its factory keeps under a symbol the library does not export (its
 * glossary's DATABASE_INSTANCE): the change listeners, and each table's rows, a Map in the order they were made.
 * Only what the library's own calls cannot do reads it: turning the mirror to other tabs off (no-mirror.ts), and
 * telling that a table changed without listing every row (requests.ts).
 */
export type DatabaseInstance = {
  events: { removeAllListeners: () => void }
  models: Record<string, Map<unknown, unknown>>
}

export function databaseInstance(database: object): DatabaseInstance {
  const key = Object.getOwnPropertySymbols(database).find((symbol) => symbol.description === 'databaseInstance')
  const instance = (key === undefined ? undefined : (database as Record<symbol, unknown>)[key]) as
    Partial<DatabaseInstance> | undefined
  if (typeof instance?.events?.removeAllListeners !== 'function' || typeof instance.models !== 'object')
    throw new Error('@mswjs/data changed: its database instance is no longer where mocks/db/instance.ts reads it')
  return instance as DatabaseInstance
}
