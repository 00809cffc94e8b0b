/**
 * Who turned pushes on for this browser. The push subscription belongs to the browser, the server
 * ties it to a person (the last to subscribe it); so the section says "On for this device" only to
 * the person who subscribed it here, and offers the next person on a shared device their own.
 */
export const PUSH_DEVICE_OWNER_STORAGE_KEY = 'empleo-push-device'

type PushDeviceOwner = { endpoint: string; userId: number }

function read(): PushDeviceOwner | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PUSH_DEVICE_OWNER_STORAGE_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { endpoint, userId } = parsed as Record<string, unknown>
    return typeof endpoint === 'string' && typeof userId === 'number' ? { endpoint, userId } : null
  } catch {
    return null
  }
}

export function isPushDeviceOwner(endpoint: string, userId: number): boolean {
  const owner = read()
  return owner !== null && owner.endpoint === endpoint && owner.userId === userId
}

export function rememberPushDeviceOwner(owner: PushDeviceOwner): void {
  localStorage.setItem(PUSH_DEVICE_OWNER_STORAGE_KEY, JSON.stringify(owner))
}

export function forgetPushDeviceOwner(): void {
  localStorage.removeItem(PUSH_DEVICE_OWNER_STORAGE_KEY)
}
