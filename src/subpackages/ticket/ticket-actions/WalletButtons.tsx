/**
 * "Add to Apple Wallet" and "Save to Google Wallet" on the ticket detail (issue #17: wallet passes "where
 * the platform allows (H5)"): only on H5 (wallet-pass.h5.ts), only for a VALID ticket read live (a kept
 * copy says nothing current), and each only when the merchant configured that wallet (the detail reply's
 * `wallet` flags). The Apple pass comes through a short-lived signed link, as H5 cannot send the
 * access-token header when Safari fetches a file.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useRef } from 'react'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT, sectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { appleWalletLink, googleWalletSave } from '../../../services/wallet-api'
import { WALLET_SUPPORTED, openApplePass, openGoogleSave } from '../../../services/wallet-pass'
import { RequestError } from '../../../services/request/request-error'
import { isRefusalCode } from '../../../../types/api/errors'
import { toast } from '../../../utils/toast'
import type { Ticket } from '../../../../types/api/order'
import type { TicketWalletOffer } from '../../../../types/api/wallet'
import '../../../theme/taro-ui/button.scss'
import './ticket-actions.scss'

async function addToWallet(wallet: 'apple' | 'google', ticketId: string): Promise<void> {
  try {
    if (wallet === 'apple') openApplePass((await appleWalletLink(ticketId)).url)
    else openGoogleSave((await googleWalletSave(ticketId)).saveUrl)
  } catch (error) {
    // The gateway's own words when it refused (not set up, a ticket no longer valid), else the section's.
    const refused = error instanceof RequestError && isRefusalCode(error.statusCode) && error.message
    toast(refused ? error.message : sectionT(TICKETS_TEXT)('wallet.failed'))
  }
}

export function WalletButtons({ ticket, offer, live }: { ticket: Ticket; offer: TicketWalletOffer | undefined; live: boolean }) {
  const t = useSectionT(TICKETS_TEXT)
  const busy = useRef(false)
  if (!WALLET_SUPPORTED || !live || ticket.state !== 'VALID' || !offer || (!offer.apple && !offer.google)) return null
  const add = (wallet: 'apple' | 'google') => {
    if (busy.current) return
    busy.current = true
    void addToWallet(wallet, ticket.ticketId).finally(() => (busy.current = false))
  }
  return (
    <View className="ticket-actions ticket-actions--wallet">
      {offer.apple && (
        <AtButton
          size="small"
          className="ticket-actions__button ticket-actions__button--wallet ticket-actions__button--apple-wallet"
          onClick={() => add('apple')}
        >
          <View className="ticket-actions__wallet">
            <Icon name="wallet" tone="main" className="ticket-actions__wallet-icon" />
            <Text>{t('wallet.apple')}</Text>
          </View>
        </AtButton>
      )}
      {offer.google && (
        <AtButton
          size="small"
          className="ticket-actions__button ticket-actions__button--wallet ticket-actions__button--google-wallet"
          onClick={() => add('google')}
        >
          <View className="ticket-actions__wallet">
            <Icon name="wallet" tone="main" className="ticket-actions__wallet-icon" />
            <Text>{t('wallet.google')}</Text>
          </View>
        </AtButton>
      )}
    </View>
  )
}
