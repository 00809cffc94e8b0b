import { databaseInstance } from './instance'

/**
 * @mswjs/data mirrors every row a tab creates, updates or deletes into the same database in the other
 * tabs (its `sync`, over a BroadcastChannel), with no option to turn it off. One tab runs the mock
 * (decision 31), so a mirrored row is never read, and it does harm: a row a leader created as it closed
 * reached the next leader's database after that one had restored the saved data, and its next insert
 * of the same id failed (a filing answered 500). The database's own change listeners are what
 * sends the mirror; without them no tab sends any.
 */
export function stopMirroringToOtherTabs(database: object): void {
  databaseInstance(database).events.removeAllListeners()
}
