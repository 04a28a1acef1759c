/**
 * What every area's wiring module is given: the app being built, its database, its clock and options, and
 * the merchant's shop settings every area reads. The modules beside this one are the composition root,
 * split by area; app.ts calls them in order and registers the lifecycles' step lists and the sweepers.
 */
import type { FastifyInstance } from 'fastify'
import type { Db, Queryable } from '../db/db'
import type { ShopConfigService } from '../shop/shop-config.service'
import type { AppOptions } from './app-options'
import type { ShopLoginProviders } from '../../../types/shop-config'

export interface Wiring {
  app: FastifyInstance
  db: Db
  /**
   * The public browse reads' database (db/browse-reads.ts): the standby when DATABASE_READ_URL names one.
   * Only for the cached browse replies: never a read a write depends on, a buyer's own data or stock decisions.
   */
  browseReads: Queryable
  now: () => Date
  options: AppOptions
  production: boolean
}

/** The merchants' shop settings as the areas read them. */
export interface Shops {
  configs: ShopConfigService
  config: ShopConfigService['config']
  /** The shows' local time: each merchant's zone, from its shop configuration. */
  timeZoneOf: (merchantId: string) => Promise<string>
  /** The shop's reserve minutes: how long an unpaid order (or a dearer rebook, a card or member order) holds. */
  reserveMinutesOf: (merchantId: string) => Promise<number | undefined>
  /** The outside sign-ins this gateway verifies, as every shop config reply (and first page) names them. */
  loginProviders: ShopLoginProviders
}
