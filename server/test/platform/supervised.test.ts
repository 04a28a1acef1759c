/**
 * "Hardening 2": "a supervised way to run it in production through an existing supervisor, in deploy/ ...
 * so a gateway that dies is restarted". The real gateway process runs under supervisord from
 * deploy/supervisord.conf (only its paths and user replaced), is killed with SIGKILL and answers again as a
 * new process; deploy/stagedoor.service passes `systemd-analyze verify`. Each is skipped, saying why, where
 * the tool is not installed (.ci/run installs supervisor; systemd-analyze comes with Debian's systemd).
 */
import { test } from 'node:test'
import { freePort } from '../helpers/free-port'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { START_NODE_FLAGS } from '../../../bench/lib/processes'

const ROOT = path.resolve(__dirname, '../../..')
const DEPLOY = path.join(ROOT, 'deploy')

const installed = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** Polls until check answers something, or fails after timeoutMs naming what it waited for. */
async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await check()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The production paths and user in the deploy files, each replaced by a test's own. */
function substitute(text: string, replacements: Record<string, string>): string {
  let out = text
  for (const [from, to] of Object.entries(replacements)) {
    assert.ok(out.includes(from), `the deploy file names ${from} (the test replaces it)`)
    out = out.replaceAll(from, to)
  }
  return out
}

test(
  'under supervisord from deploy/, a gateway killed with SIGKILL is restarted and answers again as a new process; a stop is a graceful SIGTERM',
  {
    skip: !installed('supervisord') && 'supervisord is not installed (Debian: apt-get install supervisor)',
    timeout: 240_000
  },
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagedoor-supervised-'))
    const port = await freePort()
    const envFile = path.join(dir, 'stagedoor.env')
    // A production start on a PGlite folder of its own: no PostgreSQL needed, nothing shared with other tests.
    fs.writeFileSync(
      envFile,
      [`PORT=${port}`, 'HOST=127.0.0.1', `DATA_DIR=${dir}/pglite`, `SETTINGS_KEY=${randomBytes(32).toString('base64')}`, ''].join('\n')
    )
    const program = substitute(fs.readFileSync(path.join(DEPLOY, 'supervisord.conf'), 'utf8'), {
      '/opt/stagedoor': ROOT,
      '/etc/stagedoor/stagedoor.env': envFile,
      '/var/log/stagedoor': dir,
      'user=stagedoor': `user=${os.userInfo().username}`
    })
    fs.writeFileSync(path.join(dir, 'stagedoor.conf'), program)
    // What Debian's /etc/supervisor/supervisord.conf holds, with its files in the test's folder.
    const config = path.join(dir, 'supervisord.conf')
    fs.writeFileSync(
      config,
      [
        '[unix_http_server]',
        `file=${dir}/supervisor.sock`,
        '[supervisord]',
        `logfile=${dir}/supervisord.log`,
        `pidfile=${dir}/supervisord.pid`,
        `childlogdir=${dir}`,
        '[rpcinterface:supervisor]',
        'supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface',
        '[supervisorctl]',
        `serverurl=unix://${dir}/supervisor.sock`,
        '[include]',
        `files = ${dir}/stagedoor.conf`,
        ''
      ].join('\n')
    )
    const supervisorLog = () => (fs.existsSync(`${dir}/supervisord.log`) ? fs.readFileSync(`${dir}/supervisord.log`, 'utf8') : '')
    const gatewayLog = () => (fs.existsSync(`${dir}/gateway.log`) ? fs.readFileSync(`${dir}/gateway.log`, 'utf8') : '')
    const ctl = (...args: string[]) => spawnSync('supervisorctl', ['-c', config, ...args], { encoding: 'utf8' })
    /** The gateway's pid as supervisord reports it; undefined while it is not running. */
    const gatewayPid = () => {
      const pid = Number(ctl('pid', 'stagedoor').stdout.trim())
      return Number.isInteger(pid) && pid > 0 ? pid : undefined
    }
    const healthy = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) })
        return res.ok ? true : undefined
      } catch {
        return undefined
      }
    }

    // Only PATH and HOME: nothing of the test's own environment (DATABASE_URL, ...) reaches the gateway.
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', HOME: dir }
    const supervisord = spawn('supervisord', ['-n', '-c', config], {
      env: env as NodeJS.ProcessEnv,
      stdio: 'ignore'
    })
    const exited = new Promise((resolve) => supervisord.once('exit', resolve))
    try {
      // The first start migrates and seeds the demo merchant.
      await waitFor('the first start to answer /healthz', 150_000, healthy).catch((error: Error) => {
        throw new Error(`${error.message}\n--- supervisord.log\n${supervisorLog()}\n--- gateway.log\n${gatewayLog().slice(-3000)}`)
      })
      const first = gatewayPid()
      assert.ok(first, 'supervisord names the running gateway')

      process.kill(first, 'SIGKILL')
      const second = await waitFor('supervisord to start the gateway again', 30_000, async () => {
        const pid = gatewayPid()
        return pid && pid !== first ? pid : undefined
      })
      await waitFor('the restarted gateway to answer /healthz', 90_000, healthy)
      assert.notEqual(second, first, 'a new process answers')
      assert.throws(() => process.kill(first, 0), 'the killed process is gone')
      assert.match(
        supervisorLog(),
        /exited: stagedoor \(terminated by SIGKILL; not expected\)/,
        "the operator sees the death in supervisord's log"
      )
      // and the restart, once the new process has run for startsecs.
      await waitFor('supervisord to log the restart as RUNNING', 30_000, async () =>
        supervisorLog().match(/success: stagedoor entered RUNNING state/g)?.length === 2 ? true : undefined
      )

      // A stop sends SIGTERM: the gateway closes and exits 0, before stopwaitsecs would send SIGKILL.
      const stopped = ctl('stop', 'stagedoor')
      assert.equal(stopped.status, 0, stopped.stdout + stopped.stderr)
      assert.match(supervisorLog(), /stopped: stagedoor \(exit status 0\)/, 'its own SIGTERM handler closed it (not terminated by SIGTERM)')
      assert.ok(gatewayLog().length > 0, "the gateway's own log is written where the deploy file says")
    } finally {
      supervisord.kill('SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const gone = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => (timer = setTimeout(() => resolve(false), 40_000)))
      ])
      clearTimeout(timer)
      if (!gone) {
        const pid = gatewayPid()
        if (pid) process.kill(pid, 'SIGKILL')
        supervisord.kill('SIGKILL')
      }
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
)

test(
  'deploy/stagedoor.service passes systemd-analyze verify',
  { skip: !installed('systemd-analyze') && 'systemd-analyze is not installed (Debian: the systemd package)' },
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagedoor-unit-'))
    try {
      // verify checks that the start command exists: this machine's node, wherever it is installed.
      const unit = substitute(fs.readFileSync(path.join(DEPLOY, 'stagedoor.service'), 'utf8'), { '/usr/bin/node': process.execPath })
      fs.writeFileSync(path.join(dir, 'stagedoor.service'), unit)
      const result = spawnSync('systemd-analyze', ['verify', path.join(dir, 'stagedoor.service')], { encoding: 'utf8' })
      const said = (result.stdout + result.stderr).trim()
      assert.equal(result.status, 0, said)
      assert.equal(said, '', 'no warning: every line is understood')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
)

test(
  'deploy/stagedoor@.service (a gateway per port, for a fleet behind a balancer) passes systemd-analyze verify as stagedoor@3001',
  { skip: !installed('systemd-analyze') && 'systemd-analyze is not installed (Debian: the systemd package)' },
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagedoor-unit-'))
    try {
      const unit = substitute(fs.readFileSync(path.join(DEPLOY, 'stagedoor@.service'), 'utf8'), { '/usr/bin/node': process.execPath })
      fs.writeFileSync(path.join(dir, 'stagedoor@.service'), unit)
      // A template is verified through an instance: its name gives %i, the port.
      fs.symlinkSync(path.join(dir, 'stagedoor@.service'), path.join(dir, 'stagedoor@3001.service'))
      const result = spawnSync('systemd-analyze', ['verify', path.join(dir, 'stagedoor@3001.service')], { encoding: 'utf8' })
      const said = (result.stdout + result.stderr).trim()
      assert.equal(result.status, 0, said)
      assert.equal(said, '', 'no warning: every line is understood')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
)

test('every way production starts the gateway gives Node the flags `npm start` gives it (the young generation sized for a server)', () => {
  const flags = START_NODE_FLAGS.map((flag) => `${flag} `).join('')
  assert.ok(flags.includes('--max-semi-space-size='), `npm start sizes the young generation: ${flags}`)
  for (const file of ['stagedoor.service', 'stagedoor@.service', 'supervisord.conf', 'supervisord-fleet.conf']) {
    const text = fs.readFileSync(path.join(DEPLOY, file), 'utf8')
    assert.ok(text.includes(`node ${flags}--import tsx server/src/main.ts`), `${file} starts the gateway with: ${flags}`)
  }
})
