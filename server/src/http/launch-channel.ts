/**
 * The channel the app was launched with (product.md app start: "Channel and distributor parameters are
 * taken from the launch query, with stored values as fallback. 'undefined' and 'null' strings count as
 * empty"), as the request layer sends it on every call: the channel-id header (calls-errors-limits.md
 * "The headers are terminal-src, src, channel-id ..."). A body's own channelId, when a call has one, wins.
 * Channel discounts are decided by it.
 */
import type { FastifyRequest } from 'fastify'

export function launchChannel(r: FastifyRequest, fromBody?: string): string | null {
  const raw = fromBody ?? r.headers['channel-id']
  return typeof raw === 'string' && raw && raw !== 'undefined' && raw !== 'null' ? raw.slice(0, 60) : null
}
