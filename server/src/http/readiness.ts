/**
 * What /readyz tells: whether PostgreSQL answers a statement, whether the standby the browse reads go to
 * (DATABASE_READ_URL, when set) does, and whether Redis (when the gateway has one) answers a PING, each within a bound so a probe never hangs on a dead socket. /healthz is only
 * liveness (the process answers), so a database outage does not get every gateway restarted.
 */
import type Redis from 'ioredis'
import type { Queryable } from '../db/db'

export interface Readiness {
  postgres: 'up' | 'down'
  /** Only with DATABASE_READ_URL. down: the browse reads go to the primary until it is back. */
  standby?: 'up' | 'down'
  /** absent: no REDIS_URL. down: the rush gate and the budgets have fallen back to this process. */
  redis: 'up' | 'down' | 'absent'
}

/** Each check's bound: a probe answers within it whatever the other side does. */
const CHECK_MS = 1500

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_MS)
  })
  try {
    return await Promise.race([check().then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

export async function readiness(db: Queryable, redis?: Redis, standby?: Queryable): Promise<Readiness> {
  const [postgres, standbyUp, redisUp] = await Promise.all([
    answers(() => db.query('SELECT 1')),
    standby ? answers(() => standby.query('SELECT 1')) : undefined,
    // A client still reconnecting is down at once: asking it would only queue the PING.
    redis ? answers(async () => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status)))) : undefined
  ])
  return {
    postgres: postgres ? 'up' : 'down',
    ...(standbyUp === undefined ? {} : { standby: standbyUp ? 'up' : 'down' }),
    redis: redisUp === undefined ? 'absent' : redisUp ? 'up' : 'down'
  }
}
