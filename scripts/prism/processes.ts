import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createServer } from 'node:net'

/**
 * The servers a judge starts: each in its own process group (npm, tsx and node under it), its output
 * in a log file, and stopped with the whole group whatever happens, as .ci/run's conformance step does.
 */
export type Started = { name: string; log: string; stop: () => void; exited: () => boolean }

const running = new Set<Started>()

export const stopAll = (): void => {
  for (const started of running) started.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })
process.once('exit', stopAll)

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export function startGroup(name: string, command: string, args: string[], log: string): Started {
  const out = createWriteStream(log)
  const child: ChildProcess = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.pipe(out)
  child.stderr?.pipe(out)
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const started: Started = {
    name,
    log,
    exited: () => exited,
    stop: () => {
      running.delete(started)
      if (exited || child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    },
  }
  running.add(started)
  return started
}

/** Waits until `url` answers at all (any status), or fails after `seconds` or when the process dies. */
export async function waitForAnswer(started: Started, url: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (started.exited()) throw new Error(`${started.name} stopped before answering; see ${started.log}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${started.name} did not answer ${url} within ${seconds} s; see ${started.log}`)
}

/** `npm run mock:server` on a free port, in its own group, once it answers; its output goes to `log`. */
export async function startMockServer(log: string): Promise<string> {
  const url = `http://127.0.0.1:${await freePort()}`
  const mock = startGroup(
    'the mock server',
    'npm',
    ['run', '--silent', 'mock:server', '--', '--port', new URL(url).port],
    log,
  )
  await waitForAnswer(mock, `${url}/__mock`)
  return url
}
