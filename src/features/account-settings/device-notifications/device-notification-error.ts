/** A step of turning notifications on or off that failed in the browser, worded for the person. */
export class DeviceNotificationError extends Error {
  override name = 'DeviceNotificationError'
}
