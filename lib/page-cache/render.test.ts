import { describe, expect, it } from 'vitest'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { noteStatus } from './context'
import type { CacheableRequest } from './key'
import { nextRenderer } from './render'

const request = (headers: Record<string, string> = {}) =>
  ({
    key: 'k',
    url: '/hub/blocks/5',
    path: '/hub/blocks/5',
    headers,
    head: false,
    wantsFresh: false,
  }) as unknown as CacheableRequest

/** A stand-in for Next: the page notes a status (as a record page whose record went unconfirmed does), then answers 200. */
const page =
  (status?: number, answer = 200) =>
  async (_req: IncomingMessage, res: ServerResponse) => {
    await new Promise((r) => setTimeout(r, 5)) // the note is made inside the render's async context, later on
    if (status) noteStatus(status)
    res.writeHead(answer, { 'content-type': 'text/html' })
    res.end('<p>page</p>')
  }

describe('a render answers the status its page noted', () => {
  it('replaces the 200 of a page that noted a gateway fault', async () => {
    expect((await nextRenderer(page(504))(request())).status).toBe(504)
    expect((await nextRenderer(page())(request())).status).toBe(200)
  })

  it("keeps Next's own statuses, and a client-side navigation's 200 (its router reloads on another)", async () => {
    expect((await nextRenderer(page(504, 404))(request())).status).toBe(404)
    expect((await nextRenderer(page(504))(request({ rsc: '1' }))).status).toBe(200)
  })

  it('gives each render its own notes', async () => {
    const [faulty, fine] = await Promise.all([nextRenderer(page(503))(request()), nextRenderer(page())(request())])
    expect([faulty.status, fine.status]).toEqual([503, 200])
  })
})
