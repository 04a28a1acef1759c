/**
 * invoice-detail (?id): an invoice's state (APPLYING, REJECTED, SUCCESS, CANCELLED), the reason of a
 * rejection with "re-apply", cancel while applying, and the issued invoice: the PDF (H5: the browser;
 * mini-programs: downloadFile + openDocument), the e-invoice link, or for paper the express it went by.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { CopyNumber } from '../../../components/copy-number/CopyNumber'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { INVOICE_TEXT } from '../../../locales/sections/invoice/invoice-text'
import { cancelInvoice, invoiceDetail, invoiceDownload } from '../../../services/invoice-api'
import { toast } from '../../../utils/toast'
import { priceInfo } from '../../../../types/rules/price-info'
import { ORDER_TIME_PATTERN } from '../order-detail/order-facts'
import { useLocalFormat } from '../../../utils/show-time'
import { openInvoiceLink, openInvoicePdf } from './open-invoice'
import './invoice-detail.scss'
import '../../../theme/taro-ui/button.scss'

function Row({ label, value }: { label: string; value: string }) {
  return value ? (
    <View className="invoice-detail__row">
      <Text className="invoice-detail__label">{label}</Text>
      <Text className="invoice-detail__row-value">{value}</Text>
    </View>
  ) : null
}

export default function InvoiceDetailPage() {
  const t = useSectionT(INVOICE_TEXT)
  const { id = '' } = useRouteParams()
  const local = useLocalFormat()
  const invoice = useAsync(() => invoiceDetail(id), [id])
  const { busy, run } = useSubmit()
  useDidShow(invoice.refresh)

  if (invoice.status === 'loading') {
    return (
      <PageShell route="invoice-detail">
        <View data-testid="invoice-detail-skeleton">
          {[0, 1, 2].map((n) => (
            <View key={n} className="invoice-detail__skeleton" />
          ))}
        </View>
      </PageShell>
    )
  }
  if (invoice.status === 'error') {
    return (
      <PageShell route="invoice-detail">
        <StateView
          kind="error"
          onRetry={invoice.reload}
          action={{ label: t('empty.back_to_orders'), onClick: () => void appRouter().open('order_list') }}
        />
      </PageShell>
    )
  }
  const inv = invoice.data
  const cancel = () =>
    run(async () => {
      if (!(await confirmDialog(t('detail.cancel_confirm')))) return
      await cancelInvoice(inv.id)
      toast(t('detail.cancelled'))
      invoice.reload()
    })
  const download = () =>
    run(async () => {
      const link = await invoiceDownload(inv.id)
      await openInvoicePdf(link.url, link.fileName).catch(() => toast(t('detail.open_failed')))
    })

  return (
    <PageShell route="invoice-detail">
      <View className="invoice-detail" data-state={inv.state}>
        <View className="invoice-detail__block">
          <Text className={`invoice-detail__state invoice-detail__state--${inv.state.toLowerCase()}`} data-testid="invoice-state">
            {t(`state.${inv.state}`)}
          </Text>
          <Text className="invoice-detail__note">{t(`state_note.${inv.state}`)}</Text>
          {inv.state === 'REJECTED' && inv.rejectReason && (
            <Text className="invoice-detail__reason">{`${t('detail.reject_reason')}：${inv.rejectReason}`}</Text>
          )}
          {inv.state === 'CANCELLED' && inv.cancelReason && <Text className="invoice-detail__reason">{inv.cancelReason}</Text>}
        </View>
        {inv.state === 'SUCCESS' && (
          <View className="invoice-detail__block" data-testid="invoice-issued">
            {inv.invoiceNo && <CopyNumber label={t('detail.invoice_no')} number={inv.invoiceNo} />}
            {inv.issuedTime > 0 && <Row label={t('detail.issued_time')} value={local(inv.issuedTime, ORDER_TIME_PATTERN)} />}
            {inv.express && (
              <>
                <Row label={t('detail.express_company')} value={inv.express.company} />
                <Row label={t('detail.express_no')} value={inv.express.number} />
                <Row label={t('detail.express_tel')} value={inv.express.tel} />
              </>
            )}
          </View>
        )}
        <View className="invoice-detail__block">
          <Row label={t('type.label')} value={t(`type.${inv.invoiceType}`)} />
          <Row label={t('title_type.label')} value={t(`title_type.${inv.invoiceTitleType}`)} />
          <Row label={t('form.title')} value={inv.invoiceTitle} />
          <Row label={t('form.taxpayer_id')} value={inv.taxpayerId} />
          <Row label={t('content.label')} value={t(`content.${inv.invoiceContentType}`)} />
          <Row label={t('form.bank_name')} value={inv.bankName} />
          <Row label={t('form.bank_account')} value={inv.bankAccount} />
          <Row label={t('form.address')} value={inv.address} />
          <Row label={t('form.phone')} value={inv.phoneNo} />
          {inv.deliveryAddress && (
            <Row
              label={t('form.delivery')}
              value={`${inv.deliveryAddress.recipient} ${inv.deliveryAddress.cellphone} ${inv.deliveryAddress.region} ${inv.deliveryAddress.detail}`}
            />
          )}
          <View className="invoice-detail__row">
            <Text className="invoice-detail__label">{t('form.amount')}</Text>
            <Price info={priceInfo(inv.invoiceAmount)} />
          </View>
          <Row label={t('detail.order_number')} value={inv.orderNumber} />
          <Row label={t('detail.apply_time')} value={local(inv.applyTime, ORDER_TIME_PATTERN)} />
        </View>
        <View className="invoice-detail__actions">
          {inv.hasPdf && (
            <AtButton type="primary" className="invoice-detail__download" disabled={busy} loading={busy} onClick={() => void download()}>
              {t('detail.download')}
            </AtButton>
          )}
          {inv.invoiceUrl && (
            <AtButton
              type="primary"
              className="invoice-detail__link"
              onClick={() => void openInvoiceLink(inv.invoiceUrl, { done: t('detail.copy_link'), failed: t('detail.open_failed') })}
            >
              {t('detail.open_link')}
            </AtButton>
          )}
          {inv.canReapply && (
            <AtButton
              type="primary"
              className="invoice-detail__reapply"
              onClick={() => void appRouter().open('invoice', { orderId: inv.orderId, invoiceId: inv.id })}
            >
              {t('detail.reapply')}
            </AtButton>
          )}
          {inv.canCancel && (
            <AtButton type="secondary" className="invoice-detail__cancel" disabled={busy} onClick={() => void cancel()}>
              {t('detail.cancel')}
            </AtButton>
          )}
        </View>
      </View>
    </PageShell>
  )
}
