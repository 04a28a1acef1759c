/**
 * The buyer's account and what hangs off it: mail and verification codes, sign-up and login, platform
 * logins (mini-programs, Google, Apple), uploads, attendees, addresses, certifications and favourites.
 */
import { DEV_SETTINGS_KEY, SettingsCipher } from '../platform-settings/settings-cipher'
import { LoginChannelService } from '../login-channel/login-channel.service'
import { LoginChannelRepository } from '../login-channel/login-channel.repository'
import { registerLoginChannelRoutes } from '../login-channel/login-channel.routes'
import { DOUYIN_API_BASE } from '../login-channel/douyin-oauth'
import { registerShopFunctionRoutes } from '../shop/shop-functions.routes'
import { shopFunctionsOf } from '../../../types/rules/shop-functions'
import { ChatGoodsService } from '../chat-goods/chat-goods.service'
import { registerChatGoodsRoutes } from '../chat-goods/chat-goods.routes'
import { AuditRepository } from '../staff/audit.repository'
import { OutboxSender } from '../account/outbox'
import { SmtpMailSender } from '../account/smtp-sender'
import { VerificationService } from '../account/verification.service'
import type { SessionService } from '../account/session.service'
import { AccountService } from '../account/account.service'
import { registerAccountRoutes } from '../account/account.routes'
import { secretStore } from '../account/secret-store'
import { AudienceService } from '../audience/audience.service'
import { AudienceRepository } from '../audience/audience.repository'
import { registerAudienceRoutes } from '../audience/audience.routes'
import { AddressService } from '../address/address.service'
import { registerAddressRoutes } from '../address/address.routes'
import { CertificationService } from '../certification/certification.service'
import { CertificationRepository } from '../certification/certification.repository'
import { registerCertificationRoutes } from '../certification/certification.routes'
import { verifiersFor } from '../certification/verifiers-for'
import { FaceCheckService } from '../certification/face-check.service'
import { FaceCheckRepository } from '../certification/face-check.repository'
import { registerFaceCheckRoutes } from '../certification/face-check.routes'
import { MerchantFaceVerifiers } from '../certification/merchant-face-verifiers'
import { registerFavouriteRoutes } from '../favourite/favourite.routes'
import { registerTourFollowRoutes } from '../favourite/tour-follow.routes'
import { TourFollowService } from '../favourite/tour-follow.service'
import { TourFollowRepository } from '../favourite/tour-follow.repository'
import { FavouriteService } from '../favourite/favourite.service'
import { FavouriteRepository } from '../favourite/favourite.repository'
import { registerAnnouncementRoutes } from '../announcement/announcement.routes'
import { AnnouncementService } from '../announcement/announcement.service'
import { callContext } from '../http/call-context'
import { AnnualReviewService } from '../annual-review/annual-review.service'
import { AnnualReviewRepository } from '../annual-review/annual-review.repository'
import { registerAnnualReviewRoutes } from '../annual-review/annual-review.routes'
import { IdentityRepository } from '../identity/identity.repository'
import { ThirdPartyLoginService } from '../identity/third-party-login.service'
import { registerIdentityRoutes } from '../identity/identity.routes'
import { identityProvidersFor } from '../identity/identity-providers'
import { MerchantIdentityProviders } from '../identity/merchant-identity-providers'
import { wechatIdentityFactory } from '../identity/wechat-identity'
import { MiniProgramAccountService } from '../identity/mini-program-account.service'
import { isOwnAvatar, UploadService } from '../upload/upload.service'
import { UploadRepository } from '../upload/upload.repository'
import { registerUploadRoutes } from '../upload/upload.routes'
import type { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import type { Browse } from './browse.wiring'
import { wireWorkPermits } from './work-permit.wiring'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The login exchanges per merchant, where a platform's login factory is registered (the Alipay one). */
    logins: MerchantIdentityProviders
  }
}

export async function wireAccounts(
  { app, db, now, options, production }: Wiring,
  shops: Shops,
  browse: Browse,
  platform: { sessions: SessionService; secret: () => Promise<string> },
  /** The merchants' payment settings also key their mini-program logins. */
  paymentSettings: PaymentSettingsService | undefined
) {
  const { sessions } = platform
  const outbox = new OutboxSender(db, (line) => app.log.info(line))
  const sender = options.smtp ? SmtpMailSender.fromUrl(options.smtp.url, options.smtp.from, outbox) : outbox
  const verification = new VerificationService(db, sender, platform.secret, {
    production,
    log: (message, detail) => app.log.warn(detail, message)
  })
  const accounts = new AccountService(db, verification, sessions, isOwnAvatar)
  const identities = new IdentityRepository(db)
  const merchantIdentities = new MerchantIdentityProviders(
    paymentSettings,
    identityProvidersFor(options.identity, production),
    production,
    (message, detail) => app.log.warn(detail, message)
  )
  merchantIdentities.registerFactory('WECHAT', wechatIdentityFactory)
  app.decorate('logins', merchantIdentities)
  const logins = new ThirdPartyLoginService(db, accounts, merchantIdentities)
  const context = (r: Parameters<typeof callContext>[0]) => callContext(r, { now, shopConfig: shops.config })
  registerAccountRoutes(app, {
    accounts,
    verification,
    outbox,
    shopConfig: shops.config,
    now,
    production,
    linkedProviders: (userId) => identities.providersOf(userId)
  })
  registerIdentityRoutes(app, {
    logins,
    miniAccounts: new MiniProgramAccountService(accounts.users, identities, logins, merchantIdentities),
    sessions,
    context,
    production
  })
  // The merchant's own login channels (bsauth, douyin_auth), sealed like the payment settings and by the same rule for the key.
  const settingsKey = options.settingsKey ?? (production ? undefined : DEV_SETTINGS_KEY)
  const loginChannels = new LoginChannelService({
    repo: new LoginChannelRepository(db),
    cipher: settingsKey ? new SettingsCipher(settingsKey) : undefined,
    logins,
    stateSecret: secretStore(db, 'login_state_secret'),
    douyinBase: options.douyinApiBase ?? DOUYIN_API_BASE,
    log: (message, detail) => app.log.warn(detail, message)
  })
  registerLoginChannelRoutes(app, { channels: loginChannels, context, production })
  // The online chat's goods card: the provider's id per show or goods item (console mapping, else the item's id).
  registerChatGoodsRoutes(app, new ChatGoodsService(db, (q) => new AuditRepository(q)))
  registerShopFunctionRoutes(app, { shopConfig: shops.config, loginChannels: (merchantId) => loginChannels.offered(merchantId) })
  const uploads = new UploadService(new UploadRepository(db), secretStore(db, 'upload_secret'))
  await registerUploadRoutes(app, uploads, now)
  // Work permits: crew and vendors log in by phone on their own (no buyer session), photos via the same upload host.
  wireWorkPermits(app, { db, verification, uploads, shopConfig: shops.config, now })
  registerAudienceRoutes(app, new AudienceService(new AudienceRepository(db), browse.showRepo), now, shops.timeZoneOf)
  registerAddressRoutes(app, new AddressService(db), shops.config, now)
  // Real-name and student checks: the configured provider, the sandbox only outside production.
  const certs = new CertificationRepository(db)
  const verifiers = verifiersFor(options.idVerification, production, (message, detail) => app.log.warn(detail, message))
  const studentOffered = async (merchantId: string) => shopFunctionsOf(await shops.config(merchantId)).STUDENT_AUTH
  registerCertificationRoutes(app, new CertificationService(certs, verifiers), now, shops.timeZoneOf, studentOffered)
  const faceVerifiers = new MerchantFaceVerifiers(paymentSettings, options.publicBaseUrl, (message, detail) =>
    app.log.warn(detail, message)
  )
  const faces = new FaceCheckService(new FaceCheckRepository(db), certs, {
    verifierOf: (merchantId, platform) => faceVerifiers.of(merchantId, platform),
    openIdOf: (userId, merchantId, platform) => identities.subjectOf(userId, merchantId, platform)
  })
  registerFaceCheckRoutes(app, faces, now)
  registerFavouriteRoutes(
    app,
    new FavouriteService(new FavouriteRepository(db), browse.showRepo, (ids, ctx) => browse.shows.cardsOf(ids, ctx)),
    now
  )
  // Following a tour: the tour page's follow button, the followed tours on the favourites page.
  registerTourFollowRoutes(app, new TourFollowService(new TourFollowRepository(db), browse.showRepo), now)
  registerAnnualReviewRoutes(app, new AnnualReviewService(new AnnualReviewRepository(db), shops.timeZoneOf), now)
  // Announcements: public current/detail reads and the buyer's read records.
  registerAnnouncementRoutes(app, new AnnouncementService(db), now)
  return { sender, verification, identities, merchantIdentities, context }
}

export type Accounts = Awaited<ReturnType<typeof wireAccounts>>
