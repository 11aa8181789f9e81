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
