import { gunzipSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newNonce } from '@/lib/security/headers'
import { byteLength, deflateParts, gzipBody, plainBody, splitBody } from './body'

const OLD = 'K3vFZ1h0c2VjcmV0IQ=='

/** A page-like body: text pieces with the render's nonce between some of them. */
const bodies = fc
  .array(fc.oneof(fc.string({ maxLength: 400 }), fc.constant(OLD), fc.constant('<script nonce="'), fc.constant('"')), {
    maxLength: 60,
  })
  .map((xs) => xs.join(''))

const expected = (body: string, nonce: string) => Buffer.from(body.split(OLD).join(nonce))

describe('page body with its nonce cut out', () => {
  it('puts the new nonce in every place the old one was, plain and gzip', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const split = splitBody(Buffer.from(body), OLD)
        const nonce = newNonce()
        const plain = Buffer.concat(plainBody(split, nonce))
        expect(plain.equals(expected(body, nonce))).toBe(true)
        expect(plain.includes(OLD)).toBe(body.includes(OLD) ? false : plain.includes(OLD))
        const gz = gzipBody(split, await deflateParts(split), nonce)
        expect(gunzipSync(Buffer.concat(gz)).equals(expected(body, nonce))).toBe(true)
      }),
      { numRuns: 150 },
    )
  })

  it('serves two answers of one render with two different nonces, the old one in neither', async () => {
    const html = `<link nonce="${OLD}"><script nonce="${OLD}">self.__next_f.push([1,"{\\"nonce\\":\\"${OLD}\\"}"])</script>`
    const split = splitBody(Buffer.from(html.repeat(200)), OLD)
    expect(split.nonces).toBe(600)
    const deflated = await deflateParts(split)
    const [a, b] = [newNonce(), newNonce()]
    const ga = gunzipSync(Buffer.concat(gzipBody(split, deflated, a))).toString()
    const gb = gunzipSync(Buffer.concat(gzipBody(split, deflated, b))).toString()
    expect(ga.split(a)).toHaveLength(601)
    expect(gb.split(b)).toHaveLength(601)
    expect(ga).not.toContain(OLD)
    expect(gb).not.toContain(a)
  })

  it('compresses a page-sized body nearly as well as one gzip stream does', async () => {
    // ~200 KB of table rows with a nonce every ~7 KB, as a rendered page has (scripts, preloads, RSC chunks).
    const row = (i: number) =>
      `<tr><td><a href="/hub/blocks/${1000 + i}">${1000 + i}</a></td><td>cosmos1${(i * 7919).toString(36).padStart(38, 'q')}</td></tr>`
    const html = Array.from(
      { length: 30 },
      (_, k) => Array.from({ length: 40 }, (_, i) => row(k * 40 + i)).join('') + `<script nonce="${OLD}"></script>`,
    ).join('')
    const split = splitBody(Buffer.from(html), OLD)
    const spliced = byteLength(gzipBody(split, await deflateParts(split), newNonce()))
    expect(spliced).toBeLessThan(gzipSync(html).length * 1.25)
    expect(spliced).toBeLessThan(html.length / 4)
  })

  it('leaves a body without a nonce as it is', () => {
    const split = splitBody(Buffer.from('plain'), undefined)
    expect(Buffer.concat(plainBody(split, 'x')).toString()).toBe('plain')
  })

  it('holds no more memory than it counts: every part and deflated part owns exactly its bytes', async () => {
    const page = Buffer.from(`<html><script nonce="${OLD}">x</script>${'<p>row</p>'.repeat(3000)}</html>`)
    const split = splitBody(page, OLD)
    const deflated = await deflateParts(split)
    for (const b of [...split.parts, ...deflated]) expect(b.buffer.byteLength).toBe(b.length)
    // Compressed, the long part is far smaller than the chunk zlib writes it into (16 KiB).
    expect(Math.min(...deflated.map((d) => d.length))).toBeLessThan(16 * 1024)
  })
})
