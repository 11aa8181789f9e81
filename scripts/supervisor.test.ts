import { spawn } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { supervise, type Supervisor } from './supervisor'

const node = (code: string) => () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
const until = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}

let sup: Supervisor | undefined
afterEach(async () => {
  await sup?.stop()
  sup = undefined
})

describe('supervisor', () => {
  it('restarts a child that was killed, and logs it', async () => {
    const lines: string[] = []
    const pids: number[] = []
    sup = supervise({
      name: 'devnet',
      start: node('setInterval(() => {}, 1000)'),
      initialMs: 20,
      log: (l) => lines.push(l),
      onStart: (c) => pids.push(c.pid!),
    })
    await until(() => pids.length === 1)
    process.kill(pids[0]!, 'SIGKILL')
    await until(() => pids.length === 2)
    expect(pids[1]).not.toBe(pids[0])
    expect(sup.child?.pid).toBe(pids[1])
    expect(lines).toEqual(['[start] devnet exited (SIGKILL); restart 1 in 0.0 s'])
  })

  it('backs off, doubling the wait up to the cap, while the child keeps dying', async () => {
    const starts: number[] = []
    const lines: string[] = []
    sup = supervise({
      name: 'x',
      start: node('process.exit(3)'),
      initialMs: 100,
      maxMs: 400,
      log: (l) => lines.push(l),
      onStart: () => starts.push(Date.now()),
    })
    await until(() => starts.length >= 5, 10_000)
    expect(lines.slice(0, 4)).toEqual([
      '[start] x exited (code 3); restart 1 in 0.1 s',
      '[start] x exited (code 3); restart 2 in 0.2 s',
      '[start] x exited (code 3); restart 3 in 0.4 s',
      '[start] x exited (code 3); restart 4 in 0.4 s',
    ])
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!)
    expect(gaps[0]).toBeGreaterThanOrEqual(100)
    expect(gaps[2]).toBeGreaterThanOrEqual(400)
  })

  it('stops for good: no restart after stop(), the child is ended', async () => {
    let starts = 0
    sup = supervise({
      name: 'x',
      start: node('setInterval(() => {}, 1000)'),
      initialMs: 10,
      log: () => {},
      onStart: () => starts++,
    })
    await until(() => sup!.child?.pid !== undefined)
    const child = sup.child!
    await sup.stop()
    await new Promise((r) => setTimeout(r, 100))
    expect(child.signalCode).toBe('SIGTERM')
    expect(starts).toBe(1)
  })
})
