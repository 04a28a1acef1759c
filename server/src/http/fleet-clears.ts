/**
 * A publish answered by one gateway process of a fleet clears the kept browse replies (and what else
 * keeps browse data: the first pages) of every process (issue #30 item 1: "the reply cache's publish
 * invalidation (pub/sub)"). Each clear here is told on a Redis channel; each process hears the others'
 * and clears its own without telling again. Without this, another process would go on serving its kept
 * replies until they expire (REPLY_TTL_MS) and its first pages until their own clear.
 *
 * A clear made while Redis does not answer is not heard elsewhere: the others' replies still expire within
 * the second, and the subscriber resubscribes by itself once Redis is back.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type Redis from 'ioredis'

export async function shareReplyClears(app: FastifyInstance, redis: Redis, channel: string): Promise<void> {
  /** This process, so it does not clear again on hearing its own clear. */
  const me = randomUUID()
  // A subscribed connection takes no other command: a connection of its own, which queues its
  // subscription until Redis answers (the shared one refuses at once while Redis is away).
  const listener = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null })
  listener.on('error', () => undefined)
  let hearing = false
  listener.on('message', (_channel: string, from: string) => {
    if (from === me) return
    hearing = true
    try {
      app.replyCache.clear()
    } finally {
      hearing = false
    }
  })
  // clear() runs its listeners synchronously: one heard from another process is not told again.
  app.replyCache.whenCleared(() => {
    if (!hearing)
      redis.publish(channel, me).catch((error: unknown) => app.log.warn({ err: error }, 'reply cache clear not told to the fleet'))
  })
  await listener.subscribe(channel).catch((error: unknown) => app.log.warn({ err: error }, 'reply cache clears of the fleet not heard yet'))
  app.addHook('onClose', async () => {
    await listener.quit().catch(() => listener.disconnect())
  })
}
