import { db, models, type TableName } from './index'

/**
 * A write runs as a server runs it in a transaction: one at a time, and undone when it fails, so an
 * answer of 500 always means nothing was kept, and filing again never files twice.
 *
 * What is kept aside is each table's list of rows, not copies: @mswjs/data's update makes a new row
 * object and nothing in the mock changes a row in place. That costs one array per table per write, and
 * a read nothing; only an undo rebuilds the tables it changed. Ids are not given back, as in SQL: a
 * sequence moves on even when the insert that took a number is rolled back.
 */

const tableNames = Object.keys(models) as TableName[]

type Kept = [TableName, unknown[]][]

const keep = (): Kept => tableNames.map((name) => [name, db[name].getAll()])

function restore(kept: Kept): void {
  for (const [name, rows] of kept) {
    const now: unknown[] = db[name].getAll()
    if (now.length === rows.length && now.every((row, index) => row === rows[index])) continue
    db[name].deleteMany({ where: {} })
    // The create() of each table is typed for its own columns; the rows are its own.
    const create = db[name].create as (row: unknown) => unknown
    for (const row of rows) create({ ...(row as object) })
  }
}

// Writes interleave at their awaits; each waits for the one before so an undo never erases another's change.
let previous: Promise<unknown> = Promise.resolve()

/**
 * Runs `work`, after every write begun before it, and undoes its changes when `failed` says its outcome
 * is a failure, or when it throws. A read that changes data (a payslip marked viewed) meanwhile is undone
 * with it; reads do not wait.
 */
export function transaction<T>(work: () => Promise<T>, failed: (outcome: T) => boolean): Promise<T> {
  const run = previous.then(async () => {
    const kept = keep()
    try {
      const outcome = await work()
      if (failed(outcome)) restore(kept)
      return outcome
    } catch (error) {
      restore(kept)
      throw error
    }
  })
  previous = run.catch(() => undefined)
  return run
}
