import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

/** Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value. */
const niceOf = (tid: number) =>
  Number(readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it('lowers the calling thread only: a worker at nice 10, the process’s main thread unchanged', async () => {
    const mainBefore = niceOf(process.pid)
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       require('tsx/cjs');
       const { lowerThreadPriority } = require(${JSON.stringify(`${import.meta.dirname}/nice.ts`)});
       parentPort.postMessage(lowerThreadPriority(10));`,
      { eval: true },
    )
    const tid = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
    expect(tid).not.toBe(process.pid)
    expect(niceOf(tid)).toBe(Math.min(19, mainBefore + 10))
    expect(niceOf(process.pid)).toBe(mainBefore)
    await worker.terminate()
  })
})

describe.runIf(process.platform === 'linux')('lowerProcessPriority', () => {
  it('lowers every thread of the process, and the threads started afterwards inherit it', () => {
    // A child process: this one's threads must keep their priority.
    const before = niceOf(process.pid)
    const script = `
      import { readdirSync, readFileSync } from 'node:fs'
      import { Worker } from 'node:worker_threads'
      import { lowerProcessPriority } from ${JSON.stringify(`${import.meta.dirname}/nice.ts`)}
      const nices = () => readdirSync('/proc/self/task').map((t) =>
        Number(readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ')[16]))
      const changed = lowerProcessPriority(7)
      const w = new Worker('setTimeout(() => {}, 200)', { eval: true })
      w.once('online', () => {
        console.log(JSON.stringify({ changed, nices: nices() }))
        process.exit(0)
      })`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
    const { changed, nices } = JSON.parse(out) as { changed: number; nices: number[] }
    expect(changed).toBeGreaterThan(1)
    // The worker and its threads were started after the call.
    expect(nices.length).toBeGreaterThan(changed)
    expect(nices.every((n) => n >= 7)).toBe(true)
    expect(niceOf(process.pid)).toBe(before)
  })
})
