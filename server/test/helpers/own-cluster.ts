/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, on its own port), so a test can
 * restart or stop the server itself without touching the one other suites share. initdb and postgres refuse
 * to run as root, so as root the cluster belongs to the `postgres` system user.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export interface OwnCluster {
  url: string
  port: number
  /** `pg_ctl restart -m fast`: every session is ended, the server is down for the restart's window. */
  restart(): Promise<void>
  stop(): Promise<void>
}

/** Where this machine's PostgreSQL programs are, or why there are none. */
export function clusterTools(): { bin: string; asUser?: string } | string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : []
  if (versions.length === 0) return 'no PostgreSQL server programs (initdb) in /usr/lib/postgresql'
  const bin = join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin')
  if (userInfo().uid !== 0) return { bin }
  const hasPostgresUser = spawnSync('id', ['-u', 'postgres']).status === 0
  return hasPostgresUser ? { bin, asUser: 'postgres' } : 'running as root without a postgres user to own a cluster'
}

export async function startOwnCluster(tools: { bin: string; asUser?: string }): Promise<OwnCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'stagedoor-cluster-'))
  if (tools.asUser) {
    const uid = Number(execFileSync('id', ['-u', tools.asUser]).toString())
    const gid = Number(execFileSync('id', ['-g', tools.asUser]).toString())
    chownSync(dir, uid, gid)
  }
  // Asynchronous, so the test's own requests keep going while the server restarts.
  const run = async (program: string, args: string[]) => {
    const [command, argv] = tools.asUser
      ? ['runuser', ['-u', tools.asUser, '--', join(tools.bin, program), ...args]]
      : [join(tools.bin, program), args]
    await promisify(execFile)(command, argv, { timeout: 120_000 })
  }
  const data = join(dir, 'data')
  const port = await freePort()
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', ...args])
  await ctl('start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => ctl('restart', '-m', 'fast'),
    stop: async () => {
      try {
        await ctl('stop', '-m', 'immediate')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  }
}
