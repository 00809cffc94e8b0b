import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { contract } from '../contract'
import { routeTableOf } from '../contract/route-table'

/**
 * `npm run contract:routes`: writes contract/route-table.gen.ts, the contract's routes without their
 * schemas, for the app's API client (docs/decisions/0039-zod-off-the-first-load.md).
 */
const out = 'contract/route-table.gen.ts'
const source = `// Written by \`npm run contract:routes\` from contract/index.ts: do not edit (contract/route-table.ts says why).
import type { RouteTable } from './route-table'

export const contractRoutes = ${JSON.stringify(routeTableOf(contract))} as const satisfies RouteTable
`
writeFileSync(out, await format(source, { ...(await resolveConfig(out)), filepath: out }))
console.log(`Route table written to ${out}`)
