import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { anySignal, timeoutSignal } from './abort'

describe('timeoutSignal and anySignal', () => {
  it('abort on time with a TimeoutError, and with the first source’s reason', async () => {
    const t = timeoutSignal(20)
    const own = new AbortController()
    const any = anySignal([own.signal, t])
    await new Promise((r) => setTimeout(r, 60))
    expect(t.aborted).toBe(true)
    expect((t.reason as DOMException).name).toBe('TimeoutError')
    expect(any.aborted).toBe(true)
    expect(any.reason).toBe(t.reason)
    const first = new AbortController()
    first.abort('left')
    expect(anySignal([first.signal, timeoutSignal(1000)]).reason).toBe('left')
  })

  it('still abort after a garbage collection drops every other reference (where Node 20’s built-ins do not)', () => {
    // A process of its own, with the collector exposed: 50 combined deadlines, nothing else holding their sources.
    const script = `
      import { anySignal, timeoutSignal } from './lib/server/abort.ts'
      const all = Array.from({ length: 50 }, () => anySignal([timeoutSignal(150), timeoutSignal(10_000)]))
      await new Promise((r) => setTimeout(r, 20))
      globalThis.gc()
      await new Promise((r) => setTimeout(r, 400))
      console.log(all.filter((s) => s.aborted).length)
    `
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 20_000,
      },
    )
    expect(out.trim()).toBe('50')
  }, 30_000)
})
