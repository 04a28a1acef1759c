/**
 * A fresh seeded database for each suite, fast. Migrating and seeding cost 2–4 s per database (PGlite
 * also runs initdb at every start), and nearly every suite starts from the same seeded state, so it is
 * built once per version of the gateway's code and copied after: PGlite starts from a dumped data folder
 * kept in the temporary folder, PostgreSQL creates each suite's database from a template database.
 * The version is a hash of server/src, types/ and the PGlite release, so a change to a migration, the
 * seed or anything the seed calls builds a new one.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import type { Db } from '../../src/db/db'
import { openDatabase } from '../../src/db/db'
import { pgliteDb } from '../../src/db/pglite'
import { migrate } from '../../src/db/migrate'
import { seedDemo } from '../../src/seed/seed'

const ROOT = resolve(__dirname, '..', '..', '..')
const DAY_MS = 24 * 3600 * 1000

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = join(dir, entry)
      return statSync(full).isDirectory() ? filesUnder(full) : [full]
    })
}

let version: string | undefined
/** The seeded state's version: the anchor day, the PGlite release and every file the migrations and the seed can reach. */
function seedVersion(anchor: Date): string {
  if (!version) {
    const pglite = readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'))
    // This file too: how the dump is made is part of what a kept one holds.
    const hash = createHash('sha256').update(anchor.toISOString()).update(pglite).update(readFileSync(__filename))
    for (const file of [...filesUnder(join(ROOT, 'server', 'src')), ...filesUnder(join(ROOT, 'types'))])
      hash.update(file).update(readFileSync(file))
    version = hash.digest('hex').slice(0, 16)
  }
  return version
}

async function seed(db: Db, anchor: Date): Promise<void> {
  await migrate(db)
  await seedDemo(db, anchor)
}

/**
 * Removes the WAL segments a start from this data folder does not read: after a checkpoint only the segment
 * holding its redo point is replayed from; the older ones are spent and the newer ones are recycled blanks.
 * Seeding leaves two or three of 16 MB beside some 40 MB of data, and every suite's PGlite unpacks the whole
 * dump, so they cost each start about a third of its time.
 */
async function dropSpentWal(db: PGlite): Promise<void> {
  await db.exec('CHECKPOINT')
  const [{ wal, dir }] = (
    await db.query<{ wal: string; dir: string }>(
      "SELECT redo_wal_file AS wal, current_setting('data_directory') AS dir FROM pg_control_checkpoint()"
    )
  ).rows
  const folder = `${dir}/pg_wal`
  for (const name of db.Module.FS.readdir(folder)) if (/^[0-9A-F]{24}$/.test(name) && name !== wal) db.Module.FS.unlink(`${folder}/${name}`)
}

let pgliteDump: Blob | undefined
/** A PGlite database in memory holding the seeded state. */
export async function seededPglite(anchor: Date): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite')
  if (!pgliteDump) {
    const name = `stagedoor-seeded-${seedVersion(anchor)}.tar`
    const file = join(tmpdir(), name)
    if (!existsSync(file)) {
      // Other versions' dumps go once a day old: each is some 70 MB, and another checkout's suites running
      // beside this one may still be reading a younger one.
      for (const old of readdirSync(tmpdir()).filter((f) => /^stagedoor-seeded-\w+\.tar$/.test(f) && f !== name)) {
        // Another suite may remove it between the listing and the look.
        const seen = statSync(join(tmpdir(), old), { throwIfNoEntry: false })
        if (seen && Date.now() - seen.mtimeMs > DAY_MS) rmSync(join(tmpdir(), old), { force: true })
      }
      const built = new PGlite()
      await built.waitReady
      await seed(pgliteDb(built), anchor)
      await dropSpentWal(built)
      const dump = await built.dumpDataDir('none')
      await built.close()
      // Written aside and renamed: a suite starting beside this one never reads half a file.
      const partial = `${file}.${process.pid}`
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
      renameSync(partial, file)
    }
    pgliteDump = new Blob([readFileSync(file)])
  }
  const db = new PGlite({ loadDataDir: pgliteDump })
  await db.waitReady
  return pgliteDb(db)
}

/** The URL of another database on the server TEST_DATABASE_URL names. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${name}`
  return url.toString()
}

async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const TEMPLATE_PREFIX = 'stagedoor_seeded_'

/** The template database for this version, built under a lock by whichever suite needs it first. */
async function postgresTemplate(anchor: Date): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${seedVersion(anchor)}`
  const exists = (client: pg.Client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1)
  return withServer(async (client) => {
    if (await exists(client)) return name
    await client.query("SELECT pg_advisory_lock(hashtext('stagedoor seeded template'))")
    try {
      if (await exists(client)) return name
      // Other versions' templates go once a day old (each one's comment says when it was built): each is a
      // few tens of megabytes, and another checkout's suites beside this one may still be copying a younger one.
      const old = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database d WHERE datname LIKE $1 AND coalesce(shobj_description(d.oid, 'pg_database'), '') < $2`,
        [`${TEMPLATE_PREFIX}%`, new Date(Date.now() - DAY_MS).toISOString()]
      )
      // One still being copied from refuses to go (55006): it goes another day.
      for (const { datname } of old.rows) await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined)
      // Built under another name and renamed when complete: a template is never seen half seeded.
      const building = `${name}_building`
      // Left by a run stopped mid-build (the lock says no one is building it now).
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${building}`)
      const db = await openDatabase({ url: databaseUrl(building), poolSize: 2 })
      try {
        await seed(db, anchor)
      } finally {
        await db.close()
      }
      await client.query(`COMMENT ON DATABASE ${building} IS '${new Date().toISOString()}'`)
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      return name
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('stagedoor seeded template'))")
    }
  })
}

/** A PostgreSQL database of its own holding the seeded state, its name and URL, and how to drop it. */
export async function seededPostgres(anchor: Date): Promise<{ db: Db; name: string; url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  for (let attempt = 1; ; attempt++) {
    const template = await postgresTemplate(anchor)
    try {
      await withServer((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
      break
    } catch (error) {
      // 3D000: a run of another version of the code (another checkout on the same server) dropped it as
      // an earlier version's between the check and the copy; built again.
      if ((error as { code?: string }).code !== '3D000' || attempt >= 3) throw error
    }
  }
  const db = await openDatabase({ url: databaseUrl(name) })
  return {
    db,
    name,
    url: databaseUrl(name),
    async drop() {
      await db.close()
      await withServer((client) => dropWhenLeft(client, name))
    }
  }
}

/**
 * Drops a suite's database once its connections are gone. The pool's end() answers before its sockets
 * have closed; dropping WITH (FORCE) at that moment would end them from the server's side, and that error
 * lands in the suite as an uncaught one. So it waits (up to 5 s) for them to leave, as DROP SCHEMA never had to.
 */
async function dropWhenLeft(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}${attempt < 50 ? '' : ' WITH (FORCE)'}`)
      return
    } catch (error) {
      // 55006 object_in_use: a connection is still open on it.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
