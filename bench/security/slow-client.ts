/**
 * How long a slow client holds a socket of a running server, and whether an oversized chunked upload with
 * `Connection: close` gets its 413 (`npx tsx bench/security/slow-client.ts [port=3000] [capSeconds=70]`).
 * Prints one line per probe: seconds until the server closed the socket (or `>cap` if it never did).
 */
import { connect } from 'node:net'

const port = Number(process.argv[2] ?? 3000)
const capMs = Number(process.argv[3] ?? 70) * 1000
const host = `127.0.0.1:${port}`

function hold(label: string, text: string): Promise<string> {
  return new Promise((resolve) => {
    const started = Date.now()
    const s = connect(port, '127.0.0.1', () => s.write(text))
    let first = ''
    s.on('data', (d) => (first ||= d.toString('latin1').split('\r\n')[0]!))
    s.on('error', () => undefined)
    const timer = setTimeout(() => {
      s.destroy()
      resolve(`${label}: held > ${capMs / 1000} s (still open)`)
    }, capMs)
    s.on('close', () => {
      clearTimeout(timer)
      resolve(`${label}: closed after ${((Date.now() - started) / 1000).toFixed(1)} s${first ? ` (${first})` : ''}`)
    })
  })
}

function chunked413(): Promise<'413' | 'reset' | string> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1')
    let out = ''
    let reset = false
    s.on('data', (d) => (out += d.toString('latin1')))
    s.on('error', () => (reset = true))
    s.on('close', () => resolve(reset ? 'reset' : out.startsWith('HTTP/1.1 413') ? '413' : out.split('\r\n')[0]!))
    s.write(
      `POST /api/gw/hub/sdk/tx/v1beta1/simulate HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    )
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let n = 64
    const pump = () => {
      while (n-- > 0)
        if (!s.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])))
          return void s.once('drain', pump)
      s.write('0\r\n\r\n')
    }
    pump()
  })
}

const lines = await Promise.all([
  hold('incomplete headers', `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: a`),
  hold(
    'incomplete body (gateway POST)',
    `POST /api/gw/hub/sdk/tx/v1beta1/simulate HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
  ),
  hold(
    'incomplete body (KMD POST)',
    `POST /api/kmd/wallets/list HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
  ),
])
for (const l of lines) console.log(`bench:security slow-client ${l}`)
const outcomes: string[] = []
for (let i = 0; i < 20; i++) outcomes.push(await chunked413())
const count = (v: string) => outcomes.filter((o) => o === v).length
console.log(
  `bench:security chunked 4 MB upload, Connection: close: ${count('413')}/20 clean 413, ${count('reset')}/20 reset, ${20 - count('413') - count('reset')} other`,
)
