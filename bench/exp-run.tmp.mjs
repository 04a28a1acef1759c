import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
const kinds = ['fastify', 'node', 'node-raw']
const res = Object.fromEntries(kinds.map((k) => [k, []]))
for (let round = 0; round < 3; round++) for (const k of kinds) {
  const p = spawn('node', ['bench/exp-server.tmp.mjs', k], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((r) => p.stdout.on('data', (d) => String(d).includes('ready') && r()))
  await autocannon({ url: 'http://127.0.0.1:39201/', connections: 50, duration: 1 })
  const a = await autocannon({ url: 'http://127.0.0.1:39201/', connections: 50, duration: 3, headers: { 'accept-encoding': 'br' } })
  res[k].push(Math.round(a.requests.average))
  p.kill(); await new Promise((r) => p.on('exit', r))
}
console.log(res)
