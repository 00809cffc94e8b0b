import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { buildOnce } from './build-once'

const root = join(import.meta.dirname, '../..')
const vite = join(root, 'node_modules/vite/bin/vite.js')

/**
 * What the scripts start (servers, browsers, files they write for a run), stopped in one place
 * whatever happens: at the end, on an error, on Ctrl-C and at exit. A server runs in its own process
 * group (npm, tsx and node under it) and is stopped with the whole group, as .ci/run's conformance
 * step does.
 */
type Stoppable = { stop: () => Promise<void> | void }

const running = new Set<Stoppable>()

/** Keeps `stop` to be called by `stopAll`; the answer stops it now and forgets it. */
export function stopWhenDone(stop: () => Promise<void> | void): () => Promise<void> {
  const started: Stoppable = { stop }
  running.add(started)
  return async () => {
    running.delete(started)
    await stop()
  }
}

/** Stops everything still running, all at once; what is already gone is passed over. */
export async function stopAll(): Promise<void> {
  const stopping = [...running].map(async ({ stop }) => {
    try {
      await stop()
    } catch {
      // Already gone: nothing left to stop.
    }
  })
  running.clear()
  await Promise.all(stopping)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)))
// At exit only what stops at once can run: each stop is called, none is awaited.
process.once('exit', () => void stopAll())

/**
 * Runs a script's `main`, whose answer is the exit code (an error is printed, and exits 1), then stops
 * everything it started and exits: Lighthouse and browsers can leave timers behind.
 */
export function runThenStop(main: () => Promise<number>): void {
  main()
    .then(
      (code) => {
        process.exitCode = code
      },
      (error: unknown) => {
        console.error(error)
        process.exitCode = 1
      },
    )
    .finally(async () => {
      await stopAll()
      process.exit()
    })
}

/** A port no one listens on now, as the system picks it. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** A server started in its own process group; its output goes to `log`, or the errors to this terminal. */
export type Started = { name: string; log: string | undefined; exited: () => boolean; stop: () => Promise<void> }

export function startGroup(
  name: string,
  command: string,
  args: string[],
  { log, cwd }: { log?: string; cwd?: string } = {},
): Started {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    detached: true,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  })
  if (log) {
    mkdirSync(dirname(log), { recursive: true })
    const out = createWriteStream(log)
    child.stdout?.pipe(out)
    child.stderr?.pipe(out)
  }
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const stop = stopWhenDone(() => {
    if (exited || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  })
  return { name, log, exited: () => exited, stop }
}

const seeItsOutput = (started: Started) => (started.log ? `see ${started.log}` : 'see its output above')

/**
 * Waits until `url` answers (any status; with `ok`, a 2xx), or fails after `seconds` or when the
 * process dies.
 */
export async function waitForAnswer(
  started: Started,
  url: string,
  { seconds = 120, ok = false }: { seconds?: number; ok?: boolean } = {},
): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (started.exited()) throw new Error(`${started.name} stopped before answering; ${seeItsOutput(started)}`)
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (!ok || answer.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${started.name} did not answer ${url} within ${seconds} s; ${seeItsOutput(started)}`)
}

/** `npm run mock:server` on a free port, in its own group, once it answers; its output goes to `log`. */
export async function startMockServer(log: string): Promise<string> {
  const url = `http://127.0.0.1:${await freePort()}`
  const mock = startGroup(
    'the mock server',
    'npm',
    ['run', '--silent', 'mock:server', '--', '--port', new URL(url).port],
    {
      log,
    },
  )
  await waitForAnswer(mock, `${url}/__mock`)
  return url
}

/**
 * `vite build` into `outDir`: the production build (real-API mode, no mock code), or with `mode: 'demo'`
 * the demo build, the mock in the page. A build of the same tree made before is copied instead
 * (`buildOnce`); `logLevel` is passed to Vite.
 */
export async function buildApp({
  outDir,
  mode,
  logLevel = 'warn',
}: {
  outDir: string
  mode?: 'demo'
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
}): Promise<void> {
  const modeArgs = mode ? ['--mode', mode] : []
  const what = mode ? `the ${mode} app (vite build --mode ${mode})` : 'the production bundle (vite build)'
  const { reused } = await buildOnce({
    mode: mode ?? 'production',
    outDir,
    build: (target) => {
      console.log(`Building ${what} into ${target}...`)
      const result = spawnSync(
        process.execPath,
        [vite, 'build', ...modeArgs, '--outDir', target, '--emptyOutDir', '--logLevel', logLevel],
        { cwd: root, stdio: 'inherit' },
      )
      if (result.status !== 0) throw new Error(`vite build exited with ${result.status ?? result.signal}`)
    },
  })
  if (reused) console.log(`${what}: this tree's build was made before; copied into ${outDir}.`)
}

/**
 * `vite preview` of a build (`args`: its mode, its outDir) on a free port, once it serves the page; answers
 * its origin.
 */
export async function previewBuild(args: string[] = []): Promise<string> {
  const port = await freePort('localhost')
  const server = startGroup(
    'vite preview',
    process.execPath,
    [vite, 'preview', ...args, '--port', String(port), '--strictPort'],
    {
      cwd: root,
    },
  )
  const origin = `http://localhost:${port}`
  await waitForAnswer(server, `${origin}/`, { seconds: 30, ok: true })
  return origin
}
