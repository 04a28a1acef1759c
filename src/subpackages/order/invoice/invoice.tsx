/**
 * invoice (?orderId, and &invoiceId to correct a rejected application): the apply form — type,
 * title type, title, the taxpayer id for an enterprise checked as it is typed (GB 32100-2015 credit code),
 * optional bank, registered address and phone, where to send a paper invoice, and the amount the gateway
 * says each type is for ("A paper invoice excludes the shipping fee"). Prefilled from the last title used.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { FormField } from '../../../components/form-field/FormField'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { INVOICE_TEXT } from '../../../locales/sections/invoice/invoice-text'
import { applyInvoice, invoiceDetail, orderInvoice, reapplyInvoice } from '../../../services/invoice-api'
import { addresses } from '../../../services/buyer-api'
import { toast } from '../../../utils/toast'
import { priceInfo } from '../../../../types/rules/price-info'
import { INVOICE_CONTENT_TYPES, INVOICE_TITLE_TYPES, INVOICE_TYPES } from '../../../../types/rules/invoice-rules'
import type { Address } from '../../../../types/api/user'
import { FIELD_KEYS, fieldsOf, firstProblem, initialForm, taxpayerHint, type InvoiceForm } from './invoice-form'
import { InvoiceChips } from './invoice-chips'
import './invoice.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

function Skeleton() {
  return (
    <View className="invoice-page" data-testid="invoice-skeleton">
      {[0, 1, 2, 3].map((n) => (
        <View key={n} className="invoice-page__skeleton" />
      ))}
    </View>
  )
}

export default function InvoicePage() {
  const t = useSectionT(INVOICE_TEXT)
  const { orderId = '', invoiceId = '' } = useRouteParams()
  const loaded = useAsync(async () => {
    const [order, correcting] = await Promise.all([
      orderInvoice(orderId),
      invoiceId ? invoiceDetail(invoiceId) : Promise.resolve(undefined)
    ])
    return { order, correcting }
  }, [orderId, invoiceId])
  const [form, setForm] = useState<InvoiceForm>()
  const [prefilled, setPrefilled] = useState(false)
  const [places, setPlaces] = useState<Address[]>()
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (loaded.status !== 'ready' || form) return
    const start = initialForm(loaded.data.order, loaded.data.correcting)
    setForm(start.form)
    setPrefilled(start.prefilled)
  }, [loaded, form])
  const paper = form?.invoiceType === 'VAT_E_ORDINARY_PAPER'
  const loadPlaces = () =>
    void addresses().then(
      (list) => {
        setPlaces(list)
        // The default address (listed first) is chosen until the buyer picks another.
        setForm((f) => (f && !f.deliveryAddressId && list[0] ? { ...f, deliveryAddressId: list[0].id } : f))
      },
      () => setPlaces([])
    )
  useEffect(() => {
    if (paper && !places) loadPlaces()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paper])
  // Back from adding an address: read the list again.
  useDidShow(() => {
    if (paper) loadPlaces()
  })

  if (loaded.status === 'loading' || (loaded.status === 'ready' && !form))
    return (
      <PageShell route="invoice">
        <Skeleton />
      </PageShell>
    )
  if (loaded.status === 'error') {
    return (
      <PageShell route="invoice">
        <StateView
          kind="error"
          onRetry={loaded.reload}
          action={{ label: t('empty.back_to_orders'), onClick: () => void appRouter().open('order_list') }}
        />
      </PageShell>
    )
  }
  const { order, correcting } = loaded.data
  const toOrder = {
    label: t('empty.to_order'),
    onClick: () =>
      void (order.orderKind === 'GOODS' ? appRouter().open('order-product', { orderId }) : appRouter().open('order_detail', { orderId }))
  }
  // A rejected application is not live, so the order's own answer also says whether it may be re-applied.
  if (!order.canApply) {
    return (
      <PageShell route="invoice">
        <StateView kind="empty" text={t('empty.cannot_apply')} detail={order.refusalText} action={toOrder} />
      </PageShell>
    )
  }
  const f = form as InvoiceForm
  const set = (patch: Partial<InvoiceForm>) => setForm({ ...f, ...patch })
  const enterprise = f.invoiceTitleType === 'ENTERPRISE'
  const hint = taxpayerHint(f)
  const submit = () => {
    const problem = firstProblem(f)
    if (problem) return toast(t(problem.key as never, { field: t(FIELD_KEYS[problem.field] as never) }))
    return run(async () => {
      const body = fieldsOf(f)
      const done = correcting ? await reapplyInvoice(correcting.id, body) : await applyInvoice({ orderId, ...body })
      toast(t('form.submitted'))
      await appRouter().redirect('invoice-detail', { id: done.id })
    })
  }

  return (
    <PageShell route="invoice">
      <View className="invoice-page">
        <View className="invoice-page__block">
          <FormField label={t('type.label')}>
            <InvoiceChips
              name="invoiceType"
              value={f.invoiceType}
              choices={INVOICE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
              onChange={(v) => set({ invoiceType: v })}
            />
          </FormField>
          <FormField label={t('title_type.label')}>
            <InvoiceChips
              name="invoiceTitleType"
              value={f.invoiceTitleType}
              choices={INVOICE_TITLE_TYPES.map((v) => ({ value: v, label: t(`title_type.${v}`) }))}
              onChange={(v) => set({ invoiceTitleType: v })}
            />
          </FormField>
          <AtInput
            name="invoiceTitle"
            className="invoice-page__title"
            title={t('form.title')}
            value={f.invoiceTitle}
            maxlength={100}
            placeholder={t('form.title_placeholder')}
            onChange={(v) => set({ invoiceTitle: String(v) })}
          />
          {prefilled && <Text className="invoice-page__note">{t('form.prefilled')}</Text>}
          {enterprise && (
            <>
              <AtInput
                name="taxpayerId"
                className="invoice-page__taxpayer"
                title={t('form.taxpayer_id')}
                value={f.taxpayerId}
                maxlength={24}
                placeholder={t('form.taxpayer_placeholder')}
                onChange={(v) => set({ taxpayerId: String(v) })}
              />
              {hint && (
                <Text className="invoice-page__hint" data-testid="taxpayer-hint">
                  {t(hint as never)}
                </Text>
              )}
            </>
          )}
          <FormField label={t('content.label')}>
            <InvoiceChips
              name="invoiceContentType"
              value={f.invoiceContentType}
              choices={INVOICE_CONTENT_TYPES.map((v) => ({ value: v, label: t(`content.${v}`) }))}
              onChange={(v) => set({ invoiceContentType: v })}
            />
          </FormField>
        </View>
        {enterprise && (
          <View className="invoice-page__block">
            <Text className="invoice-page__heading">{t('form.more')}</Text>
            <AtInput
              name="bankName"
              title={t('form.bank_name')}
              value={f.bankName}
              maxlength={100}
              placeholder={t('form.optional')}
              onChange={(v) => set({ bankName: String(v) })}
            />
            <AtInput
              name="bankAccount"
              title={t('form.bank_account')}
              value={f.bankAccount}
              maxlength={40}
              placeholder={t('form.optional')}
              onChange={(v) => set({ bankAccount: String(v) })}
            />
            <AtInput
              name="address"
              title={t('form.address')}
              value={f.address}
              maxlength={200}
              placeholder={t('form.optional')}
              onChange={(v) => set({ address: String(v) })}
            />
            <AtInput
              name="phoneNo"
              title={t('form.phone')}
              value={f.phoneNo}
              maxlength={30}
              placeholder={t('form.optional')}
              onChange={(v) => set({ phoneNo: String(v) })}
            />
          </View>
        )}
        {paper && (
          <View className="invoice-page__block" data-testid="invoice-delivery">
            <Text className="invoice-page__heading">{t('form.delivery')}</Text>
            {(places ?? []).map((a) => (
              <View key={a.id} className="invoice-page__address" onClick={() => set({ deliveryAddressId: a.id })}>
                <Icon
                  name={a.id === f.deliveryAddressId ? 'radio_on' : 'radio_off'}
                  tone={a.id === f.deliveryAddressId ? 'main' : 'muted'}
                  className="invoice-page__address-icon"
                />
                <Text className="invoice-page__address-text">{`${a.recipient} ${a.cellphone}\n${a.regionText} ${a.detail}`}</Text>
              </View>
            ))}
            <Text className="invoice-page__link" onClick={() => void appRouter().open('address-modification')}>
              {t('form.add_address')}
            </Text>
          </View>
        )}
        <View className="invoice-page__block">
          <View className="invoice-page__amount">
            <Text>{t('form.amount')}</Text>
            <Price info={priceInfo(order.amounts[f.invoiceType])} />
          </View>
          {paper && <Text className="invoice-page__note">{t('form.amount_paper_note')}</Text>}
        </View>
        <AtButton type="primary" className="invoice-page__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
          {correcting ? t('form.resubmit') : t('form.submit')}
        </AtButton>
      </View>
    </PageShell>
  )
}
