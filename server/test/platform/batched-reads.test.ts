/**
 * BatchedReads (server/src/cache/batched-reads.ts): the keys asked for in one event-loop round are read in
 * one query, each caller hears its own key's row (or undefined), and a failed read fails only its keys.
 * It is what lets 2,000 rush buyers' logins cost a few queries instead of 2,000 (docs/PERFORMANCE.md).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { BatchedReads } from '../../src/cache/batched-reads'

test('keys asked together are read in one query; a key asked twice is read once; a missing key is undefined', async () => {
  const calls: string[][] = []
  const reads = new BatchedReads<string>(async (keys) => {
    calls.push(keys)
    return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, `row ${k}`]))
  })
  const got = await Promise.all(['a', 'b', 'a', 'gone'].map((k) => reads.get(k)))
  assert.deepEqual(got, ['row a', 'row b', 'row a', undefined])
  assert.deepEqual(calls, [['a', 'b', 'gone']])
  // A later round is read afresh (no keeping here: TtlMemo keeps).
  assert.equal(await reads.get('a'), 'row a')
  assert.equal(calls.length, 2)
})

test('at most maxKeys a query; a failed query fails its own keys only', async () => {
  const calls: string[][] = []
  const reads = new BatchedReads<string>(async (keys) => {
    calls.push(keys)
    if (keys.includes('bad')) throw new Error('connection lost')
    return new Map(keys.map((k) => [k, k]))
  }, 2)
  const settled = await Promise.allSettled(['a', 'b', 'bad', 'c'].map((k) => reads.get(k)))
  assert.deepEqual(calls, [
    ['a', 'b'],
    ['bad', 'c']
  ])
  assert.deepEqual(
    settled.map((s) => s.status),
    ['fulfilled', 'fulfilled', 'rejected', 'rejected']
  )
})

test('with a window, the keys asked within it are read together, though asked in separate rounds of the event loop', async () => {
  const calls: string[][] = []
  const reads = new BatchedReads<string>(
    async (keys) => {
      calls.push(keys)
      return new Map(keys.map((k) => [k, k]))
    },
    500,
    20
  )
  const a = reads.get('a')
  await new Promise((resolve) => setImmediate(resolve))
  const b = reads.get('b')
  assert.deepEqual(await Promise.all([a, b]), ['a', 'b'])
  assert.deepEqual(calls, [['a', 'b']])
  // Without one, each round is its own read.
  const rounds = new BatchedReads<string>(async (keys) => {
    calls.push(keys)
    return new Map(keys.map((k) => [k, k]))
  })
  const c = rounds.get('c')
  await new Promise((resolve) => setImmediate(resolve))
  await Promise.all([c, rounds.get('d')])
  assert.deepEqual(calls.slice(1), [['c'], ['d']])
})
