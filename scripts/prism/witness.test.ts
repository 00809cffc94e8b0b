import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Violation } from './violations'
import { CHECK_HEADER, ENTRY_HEADER, startWitness, type Witness } from './witness'

const flagged: Violation = {
  location: ['response', 'body'],
  severity: 'Error',
  code: 'type',
  message: 'must be object',
}

type Received = { headers: IncomingHttpHeaders; body: Buffer }

function serve(handler: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    handler(request, Buffer.concat(chunks), response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

/** The mock server's stand-in: keeps what it received and answers with it. */
const fakeMock = (received: Received[]) =>
  serve((request, body, response) => {
    received.push({ headers: request.headers, body })
    response.writeHead(200, { 'content-type': 'application/octet-stream' })
    response.end(body)
  })

/**
 * Prism's stand-in, as its proxy behaves: it reads the body as UTF-8 text, forwards that text with the
 * headers it got (stoplightio/prism#2349, docs/decisions/0033), and adds a violation on /flagged.
 */
const fakePrism = (upstream: () => string) =>
  serve((request, body, response) => {
    const target = new URL(upstream())
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const headers = { ...answer.headers }
        if (request.url === '/flagged') headers['sl-violations'] = JSON.stringify([flagged])
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(response)
      },
    )
    forward.end(Buffer.from(body.toString('utf8')))
  })

describe('the witness around Prism', () => {
  const servers: Server[] = []
  let witness: Witness | undefined
  afterEach(async () => {
    await witness?.close()
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  it("writes down each exchange with Prism's violations and who sent it; the server gets the client's bytes", async () => {
    const received: Received[] = []
    const mock = await fakeMock(received)
    let upstream = ''
    const prism = await fakePrism(() => upstream)
    servers.push(mock, prism)
    witness = await startWitness(urlOf(prism), urlOf(mock))
    upstream = witness.upstreamUrl
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0x41])

    const answer = await fetch(`${witness.url}/flagged`, {
      method: 'POST',
      body: png,
      headers: { [CHECK_HEADER]: 'invalid body' },
    })
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(png)
    await (await fetch(`${witness.url}/clean?page=1`, { headers: { [ENTRY_HEADER]: '#3 GET /clean' } })).arrayBuffer()

    expect(received[0]!.body).toEqual(Buffer.from(png))
    expect(received[0]!.headers[CHECK_HEADER]).toBeUndefined()
    expect(received[1]!.headers[ENTRY_HEADER]).toBeUndefined()
    expect(witness.exchanges).toEqual([
      {
        source: 'kit',
        label: 'invalid body',
        method: 'POST',
        url: '/flagged',
        status: 200,
        violations: [flagged],
        truncated: false,
        restoredBehindPrism: true,
      },
      {
        source: 'replay',
        label: '#3 GET /clean',
        method: 'GET',
        url: '/clean?page=1',
        status: 200,
        violations: [],
        truncated: false,
        restoredBehindPrism: false,
      },
    ])
  })
})
