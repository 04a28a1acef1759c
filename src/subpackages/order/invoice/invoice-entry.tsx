/**
 * The "Invoice" row of a paid order (ticket order detail, the goods order page): "apply" while the order may apply,
 * else the latest invoice's state, opening the apply form or the invoice. Draws nothing until it knows,
 * and nothing when the gateway cannot say (order detail stays whole without it).
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { INVOICE_TEXT } from '../../../locales/sections/invoice/invoice-text'
import { orderInvoice } from '../../../services/invoice-api'
import './invoice-entry.scss'

export function InvoiceEntry({ orderId }: { orderId: string }) {
  const t = useSectionT(INVOICE_TEXT)
  const state = useAsync(() => orderInvoice(orderId), [orderId])
  if (state.status !== 'ready') return null
  const { canApply, invoice } = state.data
  // A rejected application is corrected in place (its detail has "re-apply"); a cancelled one is history.
  const live = invoice && invoice.state !== 'CANCELLED' ? invoice : undefined
  if (!live && !canApply) return null
  const open = () => void (live ? appRouter().open('invoice-detail', { id: live.id }) : appRouter().open('invoice', { orderId }))
  const value = live ? t(`state.${live.state}`) : t('entry.apply')
  return (
    <View className="confirm-order__row invoice-entry" data-testid="order-invoice" onClick={open}>
      <Text>{t('entry.label')}</Text>
      <View className="invoice-entry__state">
        <Text className="invoice-entry__state-text">{value}</Text>
        <Icon name="chevron_right" tone="muted" className="invoice-entry__chevron" />
      </View>
    </View>
  )
}
