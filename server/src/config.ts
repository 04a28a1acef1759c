/**
 * The gateway's configuration, read once at start from the environment. A bad value stops the start
 * with a message that names it.
 *
 * PORT          port to listen on (3000)
 * HOST          address to bind (0.0.0.0)
 * DATABASE_URL  postgres://... ; unset: the embedded PGlite under DATA_DIR
 * DATA_DIR      PGlite data folder (.data/pglite)
 * H5_DIR        the H5 build to serve (dist/h5)
 * MERCHANT_ID   merchant used when a request names none (demo)
 * LOG_LEVEL     pino level (info)
 * NODE_ENV      production hides the /dev tools
 * SMTP_URL      mail through this SMTP server too (smtp:// or smtps://); SMTP_FROM is the sender
 */
import path from 'node:path'

export interface Config {
  port: number
  host: string
  databaseUrl?: string
  dataDir: string
  h5Dir: string
  defaultMerchantId: string
  logLevel: string
  production: boolean
  smtp?: { url: string; from: string }
}

const ROOT = path.resolve(__dirname, '..', '..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number (1-65535), got "${env.PORT}"`)
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
  const logLevel = env.LOG_LEVEL ?? 'info'
  if (!levels.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}`)
  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://')
  return {
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Stagedoor <no-reply@stagedoor.local>' } : undefined,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(ROOT, env.DATA_DIR ?? '.data/pglite'),
    h5Dir: path.resolve(ROOT, env.H5_DIR ?? 'dist/h5'),
    defaultMerchantId: env.MERCHANT_ID ?? 'demo',
    logLevel,
    production: env.NODE_ENV === 'production'
  }
}
