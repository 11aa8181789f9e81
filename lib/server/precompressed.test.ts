import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressStatic } from '../../scripts/precompress'
import { acceptsBrotli, createPrecompressedStatic } from './precompressed'

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    [' BR ; q=0.001', true],
    ['br;q=0', false],
    ['br;q=0.0', false],
    ['gzip, deflate', false],
    ['*', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, ok) => expect(acceptsBrotli(header)).toBe(ok))
})

describe('brotli twins of the build', () => {
  let next: string
  let server: Server
  let port: number
  const script = 'const answer = 42;\n'.repeat(400)
  let fallThrough = 0

  beforeAll(async () => {
    next = mkdtempSync(join(tmpdir(), 'precompressed-'))
    const chunks = join(next, 'static', 'chunks')
    mkdirSync(chunks, { recursive: true })
    writeFileSync(join(chunks, 'a1.js'), script)
    writeFileSync(join(chunks, 'style.css'), 'body{color:red}'.repeat(50))
    writeFileSync(join(chunks, 'stale.js'), script)
    writeFileSync(join(next, 'static', 'BUILD_ID.txt'), 'not compressed')
    const made = await precompressStatic(join(next, 'static'))
    expect(made.files).toBe(3)
    expect(made.br).toBeLessThan(made.raw / 10)
    // A twin older than its file (another build's) is not served.
    utimesSync(join(chunks, 'stale.js.br'), new Date(2020, 0, 1), new Date(2020, 0, 1))
    const handle = createPrecompressedStatic(next)
    expect(handle.size).toBe(2)
    server = createServer((req, res) => {
      if (handle(req, res)) return
      fallThrough++
      res.writeHead(299).end('next')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => new Promise((r) => server.close(r)))

  /** A raw request (fetch would decode the body and hide what was sent). */
  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('sends the twin to a browser that accepts brotli, with its length, type and lasting cache', async () => {
    const r = await get('/_next/static/chunks/a1.js?dpl=x', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(r.status).toBe(200)
    expect(r.headers['content-encoding']).toBe('br')
    expect(r.headers['content-type']).toMatch(/^application\/javascript/)
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(r.headers['cache-control']).toContain('immutable')
    expect(r.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(r.body).toString()).toBe(script)
    expect(r.body.equals(readFileSync(join(next, 'static', 'chunks', 'a1.js.br')))).toBe(true)
    const css = await get('/_next/static/chunks/style.css', { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toMatch(/^text\/css/)
  })

  it('answers HEAD with the headers only', async () => {
    const r = await get('/_next/static/chunks/a1.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(r.headers['content-encoding']).toBe('br')
    expect(r.body.length).toBe(0)
  })

  it('leaves everything else to Next', async () => {
    const before = fallThrough
    const cases: [string, Record<string, string>, string?][] = [
      ['/_next/static/chunks/a1.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/a1.js', { 'accept-encoding': 'br;q=0, gzip' }],
      ['/_next/static/chunks/a1.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/a1.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/chunks/stale.js', { 'accept-encoding': 'br' }],
      ['/_next/static/BUILD_ID.txt', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/a1.js.br', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/../chunks/a1.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/%611.js', { 'accept-encoding': 'br' }],
      ['/hub', { 'accept-encoding': 'br' }],
    ]
    for (const [path, headers, method] of cases) {
      const r = await get(path, headers, method)
      expect(r.status, path).toBe(299)
      expect(r.body.toString()).toBe('next')
    }
    expect(fallThrough - before).toBe(cases.length)
  })
})
