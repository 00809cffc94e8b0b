import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { runnerImport, type Logger, type Plugin, type ResolvedConfig } from 'vite'
import { z } from 'zod'

const PERSONAS_FILE = 'mocks/seed/personas.ts'

const personaSchema = z
  .object({ email: z.string(), password: z.string() })
  .passthrough()
  .transform((persona) => ({ email: persona.email, password: persona.password, label: describe(persona) }))

export type DemoAccount = z.output<typeof personaSchema>

// The seed names its personas in its own words; show the first descriptive field it has.
function describe(persona: Record<string, unknown>): string {
  for (const key of ['label', 'description', 'role', 'name', 'full_name', 'employment_type']) {
    const value = persona[key]
    if (typeof value === 'string' && value !== '') return value
  }
  return ''
}

/** The entries of every exported list or record whose entries all carry an e-mail and a password. */
export function findDemoAccounts(module: Record<string, unknown>): DemoAccount[] {
  const byEmail = new Map<string, DemoAccount>()
  for (const value of Object.values(module)) {
    const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
    const parsed = z.array(personaSchema).nonempty().safeParse(entries)
    for (const account of parsed.success ? parsed.data : []) byEmail.set(account.email, account)
  }
  return [...byEmail.values()]
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  if (accounts.length === 0) return `  Demo accounts: none found in ${PERSONAS_FILE}.`
  const width = (pick: (account: DemoAccount) => string) => Math.max(...accounts.map((account) => pick(account).length))
  const labelWidth = width((account) => account.label)
  const emailWidth = width((account) => account.email)
  const rows = accounts.map(
    (account) => `    ${account.label.padEnd(labelWidth)}  ${account.email.padEnd(emailWidth)}  ${account.password}`,
  )
  return ['  Demo accounts (mock backend; sign in with any of these):', ...rows].join('\n')
}

async function printDemoAccounts(config: ResolvedConfig, logger: Logger): Promise<void> {
  const file = resolve(config.root, PERSONAS_FILE)
  // The seed is written alongside the app; until it exists the server starts without the list.
  if (!existsSync(file)) {
    logger.info(`  Demo accounts: ${PERSONAS_FILE} does not exist yet.`)
    return
  }
  try {
    const { module } = await runnerImport<Record<string, unknown>>(file, {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: config.resolve.alias },
    })
    logger.info(formatDemoAccounts(findDemoAccounts(module)))
  } catch (error) {
    logger.warn(`  Demo accounts: could not load ${PERSONAS_FILE}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** After the dev or preview server prints its URLs, print the demo accounts of the mock backend. */
export function demoAccounts(): Plugin {
  let config: ResolvedConfig
  const afterUrls = (server: { printUrls: () => void }) => {
    if (config.env.VITE_API_MODE !== 'mock') return
    const printUrls = server.printUrls.bind(server)
    server.printUrls = () => {
      printUrls()
      void printDemoAccounts(config, config.logger)
    }
  }
  return {
    name: 'empleo-demo-accounts',
    configResolved: (resolved) => {
      config = resolved
    },
    configureServer: afterUrls,
    configurePreviewServer: afterUrls,
  }
}
