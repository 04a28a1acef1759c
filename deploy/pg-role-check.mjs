#!/usr/bin/env node
/**
 * HAProxy's "is this node the writable primary?" check for one pg_auto_failover node, over HTTP:
 * GET /primary answers 200 when the node is out of recovery and the monitor's goal for it is a primary
 * state, 503 otherwise. HAProxy's `option httpchk` against it (deploy/haproxy.cfg, `check port`) sends the
 * gateways' PostgreSQL connections only to the current primary. GET /standby answers 200 when the node is
 * in recovery (a standby answering reads): the gateways' browse reads (DATABASE_READ_URL) go there.
 *
 * Why both: a node's own pg_is_in_recovery() is what decides whether a write can land there, and the
 * monitor's goal state stops sending to a primary the monitor is demoting (draining, demote_timeout) before
 * it has noticed itself, so the old and the new primary are never both in the balancer. When the monitor
 * does not answer, the node's own word is used: losing the monitor must not stop the sales.
 *
 *   node deploy/pg-role-check.mjs --name node1 --pg postgres://postgres@127.0.0.1:55432/postgres \
 *     --monitor postgres://autoctl_node@127.0.0.1:55431/pg_auto_failover --listen 127.0.0.1:55442
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import pg from 'pg'

const { values } = parseArgs({
  options: { name: { type: 'string' }, pg: { type: 'string' }, monitor: { type: 'string' }, listen: { type: 'string' } }
})
if (!values.name || !values.pg || !values.listen) {
  console.error('usage: pg-role-check.mjs --name NODE --pg URL [--monitor URL] --listen HOST:PORT')
  process.exit(2)
}
const [host, port] = values.listen.split(':')

/** The monitor's goal states in which a node takes writes. */
const PRIMARY_GOALS = new Set(['single', 'wait_primary', 'primary', 'join_primary', 'apply_settings'])
/** Each question's bound: HAProxy's `timeout check` is 1 s. */
const ASK_MS = 700

/** One statement on a connection of its own (a check every 500 ms; no pool left holding a dead socket). */
async function ask(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: ASK_MS, query_timeout: ASK_MS })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return (await client.query(sql, params)).rows
  } finally {
    client.end().catch(() => undefined)
  }
}

async function role() {
  const [node] = await ask(values.pg, 'SELECT pg_is_in_recovery() AS standby')
  if (node.standby) return { primary: false, why: 'in recovery' }
  if (!values.monitor) return { primary: true, why: 'out of recovery' }
  let goal
  try {
    const [row] = await ask(values.monitor, 'SELECT goalstate::text AS goal FROM pgautofailover.node WHERE nodename = $1', [values.name])
    goal = row?.goal
  } catch {
    return { primary: true, why: 'out of recovery, monitor unreachable' }
  }
  return PRIMARY_GOALS.has(goal) ? { primary: true, why: `monitor goal ${goal}` } : { primary: false, why: `monitor goal ${goal}` }
}

/** A standby to read from: in recovery, so it answers reads a moment behind the primary and refuses writes. */
async function standbyRole() {
  const [node] = await ask(values.pg, 'SELECT pg_is_in_recovery() AS standby')
  return { standby: node.standby, why: node.standby ? 'in recovery' : 'out of recovery' }
}

http
  .createServer(async (req, res) => {
    let answer
    try {
      if (req.url === '/primary') answer = await role()
      else if (req.url === '/standby') answer = await standbyRole()
      else answer = { primary: false, why: 'unknown path' }
    } catch (error) {
      answer = { primary: false, standby: false, why: `node unreachable: ${error.message}` }
    }
    const asked = req.url === '/standby' ? 'standby' : 'primary'
    const yes = asked === 'standby' ? answer.standby : answer.primary
    res.writeHead(yes ? 200 : 503, { 'content-type': 'text/plain' })
    res.end(`${values.name} ${yes ? asked : `not ${asked}`}: ${answer.why}\n`)
  })
  .listen(Number(port), host)
