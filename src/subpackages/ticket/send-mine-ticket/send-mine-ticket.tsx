/**
 * send-mine-ticket (/send-mine-ticket?ticketId; login): transfer one ticket to a phone number (
 * product.md "Ticket send and accept"). The phone is checked as it is typed (11 digits starting with 1),
 * the rules are summed up with a link to send-rule, and a confirm sends it. While the transfer is open the
 * page shows its state, the link and its QR to share, and a cancel; a ticket that cannot be sent says why.
 */
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { QrCode } from '../../../components/qr-code/QrCode'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { TRANSFER_TEXT } from '../../../locales/sections/transfer/transfer-text'
import { cancelTransfer, sendTransfer, transferOptions } from '../../../services/transfer-api'
import { isTransfereePhone } from '../../../../types/rules/transfer-rules'
import type { TicketTransfer } from '../../../../types/api/transfer'
import { copyText } from '../../../utils/copy-text'
import { toast } from '../../../utils/toast'
import { TransferTicketCard } from '../transfer/TransferTicketCard'
import { transferLink } from '../transfer/transfer-link'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import '../transfer/transfer.scss'
import { useLocalFormat } from '../../../utils/show-time'

const TIME = 'YYYY-MM-DD HH:mm'

function OpenTransfer({ transfer, onCancelled }: { transfer: TicketTransfer; onCancelled(): void }) {
  const local = useLocalFormat()
  const t = useSectionT(TRANSFER_TEXT)
  const { busy, run } = useSubmit()
  const link = transferLink(transfer.token)
  const cancel = async () => {
    const { confirm } = await Taro.showModal({ title: t('send.cancel'), content: t('send.cancel_confirm') })
    if (!confirm) return
    await run(async () => {
      await cancelTransfer(transfer.transferId)
      toast(t('send.cancelled'))
      onCancelled()
    })
  }
  return (
    <View className="transfer-share" data-transfer-id={transfer.transferId}>
      <Text className={`transfer-status transfer-status--${transfer.status.toLowerCase()}`}>{t(`status.${transfer.status}`)}</Text>
      <Text className="transfer-note">{t('send.share_hint', { phone: transfer.transfereePhone })}</Text>
      <QrCode text={link} className="transfer-share__qr" />
      <Text className="transfer-share__url" userSelect data-transfer-link={link}>
        {link}
      </Text>
      <Text className="transfer-note">{t('send.expires', { time: local(transfer.expiresAt, TIME) })}</Text>
      <View className="transfer-actions">
        <AtButton
          type="primary"
          className="send-ticket__copy"
          onClick={() => void copyText(link, { done: t('send.copied'), failed: link })}
        >
          {t('send.copy_link')}
        </AtButton>
        <AtButton type="secondary" className="send-ticket__cancel" disabled={busy} loading={busy} onClick={() => void cancel()}>
          {t('send.cancel')}
        </AtButton>
      </View>
    </View>
  )
}

export default function SendMineTicketPage() {
  const local = useLocalFormat()
  const t = useSectionT(TRANSFER_TEXT)
  const { ticketId = '' } = useRouteParams()
  const options = useAsync(() => transferOptions(ticketId), [ticketId])
  useDidShow(() => options.status === 'ready' && options.refresh())
  const [phone, setPhone] = useState('')
  const [touched, setTouched] = useState(false)
  const { busy, run } = useSubmit()
  const back = { label: t('send.back_to_ticket'), onClick: () => void appRouter().back() }

  if (options.status === 'loading')
    return (
      <PageShell route="send-mine-ticket">
        <StateView kind="loading" />
      </PageShell>
    )
  if (options.status === 'error')
    return (
      <PageShell route="send-mine-ticket">
        <StateView kind="error" onRetry={options.reload} action={back} />
      </PageShell>
    )
  const o = options.data
  const phoneOk = isTransfereePhone(phone)
  const send = async () => {
    setTouched(true)
    if (!phoneOk) return toast(t('send.phone_invalid'))
    const { confirm } = await Taro.showModal({ title: t('send.confirm'), content: t('send.confirm_text', { phone }) })
    if (!confirm) return
    await run(async () => {
      await sendTransfer(ticketId, phone)
      options.refresh()
    })
  }
  const records = (
    <Text className="transfer-note transfer-link send-ticket__records" onClick={() => void appRouter().open('custom-button-list')}>
      {t('send.records')}
    </Text>
  )

  return (
    <PageShell route="send-mine-ticket">
      <View className="transfer-page">
        <TransferTicketCard ticket={o.ticket} />
        {o.current ? (
          <OpenTransfer transfer={o.current} onCancelled={options.refresh} />
        ) : o.block ? (
          <StateView kind="empty" text={t(`send.block.${o.block}`)} action={back} />
        ) : (
          <View className="send-ticket__form">
            <AtInput
              name="cellphone"
              className="send-ticket__phone"
              title={t('send.phone_label')}
              type="phone"
              maxlength={11}
              value={phone}
              placeholder={t('send.phone_placeholder')}
              error={touched && !phoneOk}
              onChange={(value) => setPhone(String(value).replace(/\D/g, ''))}
              onBlur={() => setTouched(phone.length > 0)}
            />
            {touched && !phoneOk && <Text className="transfer-note transfer-note--error">{t('send.phone_invalid')}</Text>}
            <Text className="transfer-note">{t('send.deadline', { time: local(o.deadline, TIME) })}</Text>
            <Text className="transfer-note">{t('send.rules_summary')}</Text>
            <Text className="transfer-note transfer-link send-ticket__rules" onClick={() => void appRouter().open('send-rule')}>
              {t('send.rules_link')}
            </Text>
            <View className="transfer-actions">
              <AtButton type="primary" className="send-ticket__send" disabled={busy} loading={busy} onClick={() => void send()}>
                {t('send.confirm')}
              </AtButton>
            </View>
          </View>
        )}
        {records}
      </View>
    </PageShell>
  )
}
