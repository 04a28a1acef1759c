/**
 * show_user v5 (a visitor's under /show/pub, the buyer's under /show/buyer: GET, and POST for the page's
 * visit and the rebook variant) and the outer channel discount per show (types/api/show-calls.ts). Thin:
 * show-user.service.ts, outer-channel.service.ts. The buyer's replies are never kept on the way: each is one
 * buyer's; the visitor's and the channel's are kept a second (http/reply-cache.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { launchChannel } from '../http/launch-channel'
import { REBOOK_TICKET_ITEMS_MAX } from '../../../types/api/show-calls'
import type { ShowUserService } from './show-user.service'
import type { OuterChannelService } from './outer-channel.service'

const ShowParams = Type.Object({ showId: Str(40, { minLength: 1 }) })
type ShowParams = Static<typeof ShowParams>
// appId, source and displayRule are the spec's parameters; every part answers the same whatever they say.
const queryFields = {
  appId: Type.Optional(Str(60)),
  qryRange: Type.Optional(Str(80)),
  source: Type.Optional(Str(40)),
  displayRule: Type.Optional(Str(40)),
  orderId: Type.Optional(Str(60)),
  promotionId: Type.Optional(Id),
  channelId: Type.Optional(Str(60))
}
const ShowUserQuery = Type.Object(queryFields)
type ShowUserQuery = Static<typeof ShowUserQuery>
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const ShowUserBody = Type.Object({
  ...queryFields,
  rebookTicketItems: Type.Optional(Type.Array(Type.Object({ ticketId: Id }), { maxItems: REBOOK_TICKET_ITEMS_MAX }))
})
type ShowUserBody = Static<typeof ShowUserBody>
const ChannelQuery = Type.Object({ channelId: Type.Optional(Str(60)) })
type ChannelQuery = Static<typeof ChannelQuery>

export function registerShowUserRoutes(
  app: FastifyInstance,
  showUsers: ShowUserService,
  channels: OuterChannelService,
  now: () => Date
): void {
  const tags = ['show']
  const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store')
  const ctx = (r: FastifyRequest, userId: string | null, channelId?: string) => ({
    merchantId: r.merchantId,
    userId,
    channel: launchChannel(r, channelId),
    locale: r.locale,
    now: now()
  })
  const schema = { tags, params: ShowParams, querystring: ShowUserQuery }

  // A visitor's: the same for every visitor of the URL, so kept a second (http/reply-cache.ts); the
  // channel from the URL only (the request layer puts channelId in every query), never the header.
  app.get<{ Params: ShowParams; Querystring: ShowUserQuery }>('/show/pub/v5/show_user/:showId', { schema }, async (r) =>
    ok(await showUsers.showUser(r.params.showId, { ...r.query, orderId: undefined }, ctx(r, null, r.query.channelId ?? '')))
  )
  app.get<{ Params: ShowParams; Querystring: ShowUserQuery }>('/show/buyer/v5/show_user/:showId', { schema }, async (r, reply) => {
    noStore(reply)
    return ok(await showUsers.showUser(r.params.showId, r.query, ctx(r, requireUser(r).userId, r.query.channelId)))
  })
  // POST: the page's visit (recorded as viewed), and the rebook variant with the order's tickets to move.
  app.post<{ Params: ShowParams; Body: ShowUserBody }>(
    '/show/buyer/v5/show_user/:showId',
    { schema: { tags, params: ShowParams, body: ShowUserBody } },
    async (r, reply) => {
      noStore(reply)
      const { userId } = requireUser(r)
      const b = r.body
      const rebookTicketIds = b.orderId && b.rebookTicketItems ? b.rebookTicketItems.map((k) => k.ticketId) : undefined
      return ok(await showUsers.showUser(r.params.showId, { ...b, rebookTicketIds, visit: true }, ctx(r, userId, b.channelId)))
    }
  )
  app.get<{ Params: ShowParams; Querystring: ChannelQuery }>(
    '/show/pub/v1/shows/:showId/outer_channel_discount',
    { schema: { tags, params: ShowParams, querystring: ChannelQuery } },
    // Kept a second per URL like the promotions list: the channel from the URL only.
    async (r) => ok(await channels.discount(r.merchantId, r.params.showId, launchChannel(r, r.query.channelId ?? ''), r.locale, now()))
  )
}
