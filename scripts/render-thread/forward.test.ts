import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createForwarder } from './forward'
import { FIXED_STATUS_HEADER } from './protocol'

/** The render thread's server, on a private socket as in production; the accepting server in front of it. */
let folder: string
let socketPath: string
let back: Server
let front: Server
let seen: IncomingMessage[]
let backHandler: (req: IncomingMessage, res: ServerResponse) => void
let forward: ReturnType<typeof createForwarder>
let base: string

async function start(trustProxy: boolean, socket = true) {
  forward = createForwarder({ socketPath: socket ? socketPath : join(folder, 'nobody.sock'), trustProxy })
  front = createServer((req, res) => void forward(req, res, req.url === '/fixed' ? 400 : undefined))
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'forward-test-'))
  socketPath = join(folder, 'render.sock')
  seen = []
  backHandler = (_req, res) => res.end('ok')
  back = createServer((req, res) => {
    seen.push(req)
    backHandler(req, res)
  })
  await new Promise<void>((resolve) => back.listen(socketPath, resolve))
})
afterEach(async () => {
  forward?.close()
  await new Promise((r) => front.close(r))
  await new Promise((r) => back.close(r))
  rmSync(folder, { recursive: true, force: true })
})

describe('forwarding to the render thread', () => {
  it('passes method, path, headers and body, and the answer’s status, headers and body back', async () => {
    await start(false)
    backHandler = (req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'], 'x-extra': 'yes' })
        res.end(JSON.stringify({ method: req.method, url: req.url, body }))
      })
    }
    const res = await fetch(`${base}/api/kmd/x?q=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=s' },
      body: '{"n":1}',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-extra')).toBe('yes')
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await res.json()).toEqual({ method: 'POST', url: '/api/kmd/x?q=1', body: '{"n":1}' })
    expect(seen[0]!.headers.cookie).toBe('session=s')
  })

  it('names the client in X-Forwarded-For and never passes a client’s own fixed status', async () => {
    await start(false)
    await fetch(`${base}/page`, { headers: { [FIXED_STATUS_HEADER]: '200', 'x-forwarded-for': '6.6.6.6' } })
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen[0]!.headers[FIXED_STATUS_HEADER]).toBeUndefined()
    await fetch(`${base}/fixed`)
    expect(seen[1]!.headers[FIXED_STATUS_HEADER]).toBe('400')
  })

  it('behind a trusted proxy, passes its forwarded chain on as it is', async () => {
    await start(true)
    await fetch(`${base}/page`, { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' } })
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.2')
  })

  it('streams: an event reaches the client before the answer ends', async () => {
    await start(false)
    let finish: () => void = () => {}
    backHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('data: first\n\n')
      finish = () => res.end('data: last\n\n')
    }
    const res = await fetch(`${base}/api/live/all`)
    const reader = res.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toBe('data: first\n\n')
    finish()
    const rest = await new Response(
      new ReadableStream({
        pull: async (c) => {
          const r = await reader.read()
          if (r.done) c.close()
          else c.enqueue(r.value)
        },
      }),
    ).text()
    expect(rest).toBe('data: last\n\n')
  })

  it('stops the render thread’s answer when the client leaves', async () => {
    await start(false)
    let closed: Promise<void> = Promise.resolve()
    backHandler = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(': open\n\n')
      closed = new Promise((resolve) => res.once('close', () => resolve()))
      void req
    }
    await new Promise<void>((resolve) => {
      const r = request(`${base}/api/live/all`, (res) => {
        res.once('data', () => {
          r.destroy()
          resolve()
        })
      })
      r.end()
    })
    await closed
    expect(seen).toHaveLength(1)
  })

  it('answers 502 {error, detail} when the render thread does not answer', async () => {
    await start(false, false)
    const res = await fetch(`${base}/hub`)
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({
      error: 'render_unavailable',
      detail: expect.stringMatching(/did not answer/),
    })
  })
})
