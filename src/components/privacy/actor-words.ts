import type { AccessActor } from '@contract/access-log'
import { labelOf } from '@contract/options'
import { accessActorRoleOptions } from '@contract/privacy-options'

/** Who acted, as the privacy pages say it: "Carmela Aquino, HR", or "Maria Santos (you)". */
export function actorWords({ name, role }: AccessActor): string {
  return role === 'self' ? `${name} (you)` : `${name}, ${labelOf(accessActorRoleOptions, role)}`
}
