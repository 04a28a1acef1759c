/**
 * Applies the committed SQL migrations in order, once each, recorded in schema_migrations. Two processes
 * starting together take turns: the whole run holds one advisory lock, so the second sees what the
 * first applied and applies nothing twice.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Db } from './db'

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await db.exclusively('schema-migrations', 'wait', () => applyPending(db, dir))) ?? []
}

async function applyPending(db: Db, dir: string): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = fs.readFileSync(path.join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
    applied.push(file)
  }
  return applied
}

/** Splits a migration on semicolons at line ends (our migrations hold no functions with bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
}
