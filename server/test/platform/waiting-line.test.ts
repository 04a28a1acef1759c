/**
 * WaitingLine (server/src/cache/waiting-line.ts): callers waiting for something shared with other
 * processes (a tier's tickets in Redis, the rush gate's places) are served in arrival order by one loop
 * asking for the first only, at once when this process gives something back, else on the poll; a caller
 * past its bound hears limiting, and what was got for it too late is handed back.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { WaitingLine } from '../../src/cache/waiting-line'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const outcome = (p: Promise<string>) =>
  p.then(
    (v) => v,
    (e: { code?: string; message?: string }) => e.code ?? e.message ?? String(e)
  )

/** A pool of `free` things asked for by name; `asks` records who asked, in order. */
function pool(free: number) {
  const state = { free, asks: [] as string[], late: [] as string[] }
  const line = new WaitingLine<string, string>({
    ask: async (who) => {
      state.asks.push(who)
      if (who.startsWith('broken')) throw new Error(`no answer for ${who}`)
      if (state.free === 0) return 'wait'
      state.free--
      return `got ${who}`
    },
    late: (who) => {
      state.late.push(who)
      state.free++
    },
    pollMs: 1000,
    maxWaitMs: 5000
  })
  return { state, line }
}

test('served in arrival order, only the first asking; a give-back here is asked for at once, not at the next poll', async () => {
  const { state, line } = pool(0)
  const answers = ['a', 'b', 'c'].map((who) => outcome(line.join(who)))
  await sleep(50)
  assert.deepEqual(state.asks, ['a'], 'b and c do not ask while a waits')
  for (let i = 0; i < 3; i++) {
    state.free++
    line.wakeUp()
    await sleep(10)
  }
  assert.deepEqual(await Promise.all(answers), ['got a', 'got b', 'got c'])
  assert.ok(state.asks.length <= 6, `asks: ${state.asks.join(',')}`)
  assert.equal(line.length, 0)
})

test('a caller past its bound hears limiting; what was got for it meanwhile goes back; the next asks at once', async () => {
  const state = { asks: 0, late: [] as string[] }
  let release: (v: string | 'wait') => void = () => undefined
  const line = new WaitingLine<string, string>({
    // The first ask hangs until released; later asks find something free.
    ask: (who) => {
      state.asks++
      return state.asks === 1 ? new Promise((r) => (release = r)) : Promise.resolve(`got ${who}`)
    },
    late: (who) => void state.late.push(who),
    pollMs: 1000,
    maxWaitMs: 100
  })
  assert.equal(await outcome(line.join('a')), 'LIMITING')
  // b arrives while the ask for a is still out; it is served once that ask ends.
  const second = outcome(line.join('b'))
  release('got a')
  assert.equal(await second, 'got b')
  assert.deepEqual(state.late, ['a'], "a's late answer is handed back")
})

test('the time waited before joining counts toward the bound', async () => {
  const { line } = pool(0)
  const started = Date.now()
  assert.equal(await outcome(line.join('a', 4950)), 'LIMITING')
  assert.ok(Date.now() - started < 1000, 'limiting after the 50 ms left of 5 s, not 5 s more')
})

test('a failed ask fails only its caller; the line goes on', async () => {
  const { line } = pool(1)
  const answers = await Promise.all([outcome(line.join('broken')), outcome(line.join('b'))])
  assert.deepEqual(answers, ['no answer for broken', 'got b'])
})
