/**
 * npm run check: ESLint, Prettier, the type check and the OpenAPI lint, started together. Each is one
 * process on one core, and CI has two: run one after another they left a core idle for about a minute
 * (docs/decisions/0069-ci-time.md). Each one's output is printed whole once it ends, in this
 * order, with how long it took; the check fails when any of them does.
 */
import { spawn } from 'node:child_process'

const checks: { name: string; command: string }[] = [
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'types', command: 'npx tsc --noEmit -p .' },
  { name: 'format', command: 'npm run --silent format:check' },
  { name: 'OpenAPI lint', command: 'npm run --silent lint:openapi' },
]

type Outcome = { name: string; command: string; code: number; output: string; seconds: number }

function run({ name, command }: { name: string; command: string }): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('close', (code, signal) =>
      resolve({
        name,
        command,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      }),
    )
  })
}

const outcomes = await Promise.all(checks.map(run))
for (const { name, command, code, output, seconds } of outcomes) {
  console.log(`--- ${name} (${command}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`)
  if (output.trim()) console.log(output.trimEnd())
}
const failed = outcomes.filter(({ code }) => code !== 0)
if (failed.length > 0) {
  console.log(`check failed: ${failed.map(({ name }) => name).join(', ')}`)
  process.exitCode = 1
}
