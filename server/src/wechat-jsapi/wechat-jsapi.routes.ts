/** GET /user/pub/v1/wechat/jsapi_authorization?url: the JS-SDK config for a page in WeChat's browser. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { SUBSCRIPTION_PATHS } from '../../../types/api/subscription-message'
import { JSAPI_URL_MAX, type WechatJsapiService } from './wechat-jsapi.service'

const JsapiQuery = Type.Object({ url: Str(JSAPI_URL_MAX, { minLength: 1 }) })
type JsapiQuery = Static<typeof JsapiQuery>

export function registerWechatJsapiRoutes(app: FastifyInstance, jsapi: WechatJsapiService, now: () => Date): void {
  app.get<{ Querystring: JsapiQuery }>(
    SUBSCRIPTION_PATHS.jsapiAuthorization,
    { schema: { tags: ['user'], querystring: JsapiQuery } },
    async (r, reply) => {
      // A fresh nonce and timestamp each time: never kept on the way.
      reply.header('cache-control', 'no-store')
      return ok(await jsapi.authorize(r.merchantId, r.query.url, now()))
    }
  )
}
