import type { CDPSession } from '@playwright/test'
import { phoneProfile } from './phone-budget'

/** The phone's network (Lighthouse's mobile profile: scripts/bench/phone-budget.ts) on a page's DevTools session. */
export async function emulatePhoneNetwork(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.roundTripMs,
    downloadThroughput: phoneProfile.downloadBitsPerSecond / 8,
    uploadThroughput: phoneProfile.uploadBitsPerSecond / 8,
  })
}
