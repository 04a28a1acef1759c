/**
 * Wallet passes for the buyer's own tickets: only the holder of a VALID ticket of this
 * merchant gets one (anyone else: not found), and only when the merchant configured that wallet. The
 * Apple pass is fetched through a short-lived signed link (H5 opens it without the access-token header);
 * the Google pass is a "Save to Google Wallet" link. The ticket's repository and the show check come in
 * from the composition root (services do not construct other areas' repositories).
 */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { TicketRepository, TicketRow } from '../ticket/ticket.repository'
import type { ShowRepository } from '../browse/show.repository'
import { showOfMerchant } from '../browse/merchant-show'
import { walletPassCode } from '../ticket/ticket-code'
import { SettingsCipherError } from '../platform-settings/settings-cipher'
import {
  WALLET_PATHS,
  type AppleWalletInput,
  type GoogleWalletInput,
  type GoogleWalletSave,
  type TicketWalletOffer,
  type WalletPassLink
} from '../../../types/api/wallet'
import type { WalletSettingsService } from './wallet-settings.service'
import { WALLET_LINK_TTL_MS, readWalletLink, secretPrint, signWalletLink } from './wallet-link'
import { passFacts, type PassFacts } from './pass-facts'
import { buildApplePass } from './apple-pass'
import { googleSaveUrl, objectPrint } from './google-pass'

export interface WalletDeps {
  settings: WalletSettingsService
  tickets: TicketRepository
  shows: ShowRepository
  /** The buyer's name for a ticket without a named attendee. */
  nameOf: (userId: string) => Promise<string>
  shopOf: (merchantId: string) => Promise<{ shopName: string; themeColor?: string; timeZone: string }>
  linkSecret: () => Promise<string>
  /** A merchant's settings that cannot be opened (another SETTINGS_KEY) are logged, and offer nothing. */
  warn: (message: string, detail: object) => void
}

export class WalletService {
  constructor(private readonly deps: WalletDeps) {}

  /** The flags on a ticket's detail reply: only a VALID ticket is offered a pass. */
  async offer(ticket: TicketRow, merchantId: string): Promise<TicketWalletOffer> {
    if (ticket.state !== 'VALID') return { apple: false, google: false }
    return this.deps.settings.offer(merchantId)
  }

  async appleLink(ticketId: string, userId: string, merchantId: string, locale: Locale, now: Date): Promise<WalletPassLink> {
    const ticket = await this.validTicket(ticketId, merchantId, userId)
    await this.credentials('apple', merchantId)
    const expiresAt = now.getTime() + WALLET_LINK_TTL_MS
    const linkSecret = await this.deps.linkSecret()
    const token = signWalletLink(
      { ticketId: ticket.id, merchantId, holderId: userId, secretPrint: secretPrint(ticket.code_secret, linkSecret) },
      expiresAt,
      linkSecret
    )
    return { url: `${WALLET_PATHS.applePass}?${new URLSearchParams({ token, lang: locale }).toString()}`, expiresAt }
  }

  /**
   * The .pkpass a link names, while the link is valid, the ticket still VALID, still its holder's (given
   * away since: not found, as the link call answers) and still on the secret the link was handed out for
   * (re-keyed since: the link is void; the holder asks a new one).
   */
  async applePass(token: string, locale: Locale, now: Date): Promise<{ body: Buffer; fileName: string }> {
    const linkSecret = await this.deps.linkSecret()
    const facts = readWalletLink(token, linkSecret, now.getTime())
    if (!facts) throw new AppError('WALLET_PASS_LINK_INVALID')
    const ticket = await this.validTicket(facts.ticketId, facts.merchantId, facts.holderId)
    if (secretPrint(ticket.code_secret, linkSecret) !== facts.secretPrint) throw new AppError('WALLET_PASS_LINK_INVALID')
    const creds = await this.credentials('apple', facts.merchantId)
    const body = buildApplePass(
      creds,
      await this.facts(ticket, facts.merchantId, locale),
      walletPassCode(ticket.code_secret, ticket.ticket_number)
    )
    return { body, fileName: `ticket-${ticket.ticket_number}.pkpass` }
  }

  async googleSave(
    ticketId: string,
    userId: string,
    merchantId: string,
    origin: string,
    locale: Locale,
    now: Date
  ): Promise<GoogleWalletSave> {
    const ticket = await this.validTicket(ticketId, merchantId, userId)
    const creds = await this.credentials('google', merchantId)
    const print = objectPrint(userId, ticket.code_secret, await this.deps.linkSecret())
    return { saveUrl: await googleSaveUrl(creds, await this.facts(ticket, merchantId, locale), ticket.code_secret, print, [origin], now) }
  }

  /** The ticket, when it is this merchant's and (given a user) that user's; only VALID gets a pass. */
  private async validTicket(ticketId: string, merchantId: string, userId?: string): Promise<TicketRow> {
    const ticket = await this.deps.tickets.byId(ticketId)
    if (
      !ticket ||
      (userId !== undefined && ticket.user_id !== userId) ||
      !(await showOfMerchant(this.deps.shows, merchantId, ticket.show_id))
    )
      throw new AppError('TICKET_NOT_FOUND')
    if (ticket.state !== 'VALID') throw new AppError('WALLET_TICKET_NOT_VALID')
    return ticket
  }

  private async credentials(wallet: 'apple', merchantId: string): Promise<AppleWalletInput>
  private async credentials(wallet: 'google', merchantId: string): Promise<GoogleWalletInput>
  private async credentials(wallet: 'apple' | 'google', merchantId: string): Promise<AppleWalletInput | GoogleWalletInput> {
    let creds: AppleWalletInput | GoogleWalletInput | undefined
    try {
      creds = wallet === 'apple' ? await this.deps.settings.apple(merchantId) : await this.deps.settings.google(merchantId)
    } catch (error) {
      if (!(error instanceof SettingsCipherError)) throw error
      this.deps.warn('wallet settings cannot be opened', { merchantId, wallet, reason: error.message })
    }
    if (!creds) throw new AppError('WALLET_NOT_CONFIGURED')
    return creds
  }

  private async facts(ticket: TicketRow, merchantId: string, locale: Locale): Promise<PassFacts> {
    const holder = ticket.attendee_name || (await this.deps.nameOf(ticket.user_id))
    return passFacts(ticket, holder, await this.deps.shopOf(merchantId), locale)
  }
}
