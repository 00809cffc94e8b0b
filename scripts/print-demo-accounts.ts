import type { Plugin, ResolvedConfig } from 'vite'
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, personas, type Persona } from '../mocks/seed/personas.ts'

/** The table `npm start` and `npm run demo` print under the URL, so nobody has to look the accounts up. */
export function formatDemoAccounts(accounts: readonly Persona[] = Object.values(personas)): string {
  const labelWidth = Math.max(...accounts.map((account) => account.label.length))
  const emailWidth = Math.max(...accounts.map((account) => account.email.length))
  const rows = accounts.map(
    (account) => `    ${account.label.padEnd(labelWidth)}  ${account.email.padEnd(emailWidth)}  ${account.password}`,
  )
  return [
    '  Demo accounts (mock backend):',
    ...rows,
    `  Two-factor authenticator secret: ${DEMO_TOTP_SECRET}. E-mailed codes: GET /__mock/outbox`,
    `  Two-factor recovery codes (each works once, until the demo data is reset): ${DEMO_RECOVERY_CODES.join(' ')}`,
  ].join('\n')
}

/** After the dev or preview server prints its URLs, print the demo accounts of the mock backend. */
export function demoAccounts(): Plugin {
  let config: ResolvedConfig
  const afterUrls = (server: { printUrls: () => void }) => {
    if (config.env.VITE_API_MODE !== 'mock') return
    const printUrls = server.printUrls.bind(server)
    server.printUrls = () => {
      printUrls()
      config.logger.info(formatDemoAccounts())
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
