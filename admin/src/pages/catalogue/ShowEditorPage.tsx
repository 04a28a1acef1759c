/**
 * The show editor (owner, operator): basics, texts per language, poster, sale settings, and (once the show
 * exists) its sessions and price tiers. The gateway checks every field (CATALOGUE_INVALID names it).
 */
import { useEffect, useRef } from 'react'
import { App, Button, Checkbox, Form, Input, InputNumber, Select, Space, Tabs, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import { SHOW_LISTINGS, type AdminShow, type CatalogueTexts, type ShowInput } from '../../../../types/api/catalogue-admin'
import { catalogueOptions, saveShow, show, venues } from '../../api/catalogue-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { OPTIONS_KEY, VENUES_KEY } from './VenuesPage'
import { SessionsEditor } from './SessionsEditor'
import { instantOfZoneInput, zoneInputOf } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { PosterUpload } from './PosterUpload'
import { RefundRuleEditor } from './RefundRuleEditor'
import { TransferSettingsEditor } from './TransferSettingsEditor'
// Rebooking.
import { RebookEditor } from './RebookEditor'
import { RealNameSettingsEditor } from './RealNameSettingsEditor'
import { TiedGoodsPanel } from './TiedGoodsPanel'

type ShowForm = Omit<ShowInput, 'saleTime'> & { saleTime: string }

const NEW_SHOW: Partial<ShowForm> = {
  tags: [],
  realName: false,
  minAge: null,
  limitPerOrder: 6,
  limitPerAccount: 0,
  hot: false,
  listing: 'DRAFT',
  saleTime: ''
}

export const showKey = (id: string) => ['catalogue', 'show', id] as const

function formOf(s: AdminShow, zone: string): ShowForm {
  const { id: _id, cityId: _city, sessions: _sessions, posterUrl: _poster, saleTime, ...rest } = s
  return { ...rest, saleTime: zoneInputOf(saleTime, zone) }
}

export default function ShowEditorPage() {
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const { t } = useI18n()
  const textIn = useTextIn()
  const zone = useMerchantZone()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<ShowForm>()
  const current = useQuery({ queryKey: showKey(id), queryFn: () => show(id), enabled: !isNew })
  const options = useQuery({ queryKey: OPTIONS_KEY, queryFn: catalogueOptions, staleTime: Infinity })
  const venueList = useQuery({ queryKey: VENUES_KEY, queryFn: venues })
  // Filled once per show: a poster upload or a session change updates the show without undoing unsaved edits.
  const filledFor = useRef<string>()
  useEffect(() => {
    if (!current.data || filledFor.current === current.data.id) return
    filledFor.current = current.data.id
    form.setFieldsValue(formOf(current.data, zone))
  }, [current.data, form, zone])
  const save = useMutation({
    mutationFn: (v: ShowForm) =>
      saveShow(isNew ? null : id, { ...v, minAge: v.minAge ?? null, tags: v.tags ?? [], saleTime: instantOfZoneInput(v.saleTime, zone) }),
    onSuccess: (saved) => {
      void message.success(t('common.saved'))
      queryClient.setQueryData(showKey(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'shows'] })
      if (isNew) navigate(`/catalogue/shows/${saved.id}`, { replace: true })
    }
  })

  if (!isNew && current.isPending) return <PageLoading />
  if (current.isError) {
    if (current.error instanceof AdminError && current.error.forbidden) return <ForbiddenPage />
    return <PageError error={current.error} onRetry={() => void current.refetch()} />
  }
  const required = [{ required: true, message: t('login.required') }]
  const basics = (
    <>
      <Form.Item name="categoryCode" label={t('catalogue.show.category')} rules={required}>
        <Select options={options.data?.categories.map((c) => ({ value: c.id, label: textIn(c.name) }))} data-testid="show-category" />
      </Form.Item>
      <Form.Item name="venueId" label={t('catalogue.show.venue')} rules={required}>
        <Select
          showSearch
          optionFilterProp="label"
          options={venueList.data?.map((v) => ({ value: v.id, label: textIn(v.name) }))}
          data-testid="show-venue"
        />
      </Form.Item>
      <Form.Item name="listing" label={t('catalogue.show.listing')} rules={required}>
        <Select options={SHOW_LISTINGS.map((l) => ({ value: l, label: t(`catalogue.listing.${l}`) }))} data-testid="show-listing" />
      </Form.Item>
      <Form.List name="tags">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" wrap>
                <TextsFields name={[field.name]} label={`${t('catalogue.show.tag')} ${i + 1}`} max={20} />
                <Button onClick={() => remove(field.name)}>{t('common.remove')}</Button>
              </Space>
            ))}
            <Form.Item>
              <Button onClick={() => add({ 'zh-CN': '', 'zh-MO': '', 'en-US': '' } satisfies CatalogueTexts)} disabled={fields.length >= 6}>
                {t('catalogue.show.addTag')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </>
  )
  const texts = (
    <>
      <TextsFields name="name" label={t('catalogue.show.name')} max={120} />
      <TextsFields name="description" label={t('catalogue.show.description')} multiline max={5000} />
    </>
  )
  const poster = current.data ? (
    <PosterUpload show={current.data} queryKey={showKey(id)} />
  ) : (
    <Typography.Text type="secondary">{t('catalogue.poster.saveFirst')}</Typography.Text>
  )
  const sale = (
    <>
      <Form.Item
        name="saleTime"
        label={t('catalogue.sale.time')}
        extra={`${t('catalogue.sale.timeHint')} ${t('catalogue.session.zone', { zone })}`}
      >
        <Input type="datetime-local" style={{ width: 240 }} data-testid="show-sale-time" />
      </Form.Item>
      <Form.Item name="realName" valuePropName="checked">
        <Checkbox>{t('catalogue.sale.realName')}</Checkbox>
      </Form.Item>
      <Form.Item name="hot" valuePropName="checked" extra={t('catalogue.sale.hotHint')}>
        <Checkbox>{t('catalogue.sale.hot')}</Checkbox>
      </Form.Item>
      <Form.Item name="minAge" label={t('catalogue.sale.minAge')}>
        <InputNumber min={1} max={99} precision={0} />
      </Form.Item>
      <Form.Item name="limitPerOrder" label={t('catalogue.sale.limitPerOrder')} rules={required}>
        <InputNumber min={1} max={20} precision={0} />
      </Form.Item>
      <Form.Item
        name="limitPerAccount"
        label={t('catalogue.sale.limitPerAccount')}
        extra={t('catalogue.sale.limitPerAccountHint')}
        rules={required}
      >
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
    </>
  )
  const tabs = [
    { key: 'basics', label: t('catalogue.tab.basics'), children: basics, forceRender: true },
    { key: 'texts', label: t('catalogue.tab.texts'), children: texts, forceRender: true },
    { key: 'poster', label: t('catalogue.tab.poster'), children: poster, forceRender: true },
    { key: 'sale', label: t('catalogue.tab.sale'), children: sale, forceRender: true },
    {
      key: 'refund',
      label: t('catalogue.tab.refund'),
      children: current.data ? (
        <RefundRuleEditor show={current.data} queryKey={showKey(id)} />
      ) : (
        <Typography.Text type="secondary">{t('catalogue.refund.saveFirst')}</Typography.Text>
      )
    },
    // Ticket transfer.
    {
      key: 'transfer',
      label: t('transfer.tab'),
      children: current.data ? (
        <TransferSettingsEditor show={current.data} queryKey={showKey(id)} />
      ) : (
        <Typography.Text type="secondary">{t('transfer.saveFirst')}</Typography.Text>
      )
    },
    // Rebooking: the show's supportRebook and deadline.
    {
      key: 'rebook',
      label: t('rebook.tab'),
      children: current.data ? (
        <RebookEditor show={current.data} queryKey={showKey(id)} />
      ) : (
        <Typography.Text type="secondary">{t('rebook.saveFirst')}</Typography.Text>
      )
    },
    // Real-name binding after purchase.
    {
      key: 'real-name',
      label: t('realName.tab'),
      children: current.data ? (
        <RealNameSettingsEditor showId={current.data.id} />
      ) : (
        <Typography.Text type="secondary">{t('transfer.saveFirst')}</Typography.Text>
      )
    },
    // The goods sold with the show (tied sale); their ties are edited in the goods editor.
    {
      key: 'goods',
      label: t('catalogue.tab.goods'),
      children: current.data ? (
        <TiedGoodsPanel showId={current.data.id} />
      ) : (
        <Typography.Text type="secondary">{t('catalogue.tiedGoods.saveFirst')}</Typography.Text>
      )
    },
    {
      key: 'sessions',
      label: t('catalogue.tab.sessions'),
      children: current.data ? (
        <SessionsEditor show={current.data} halls={venueList.data?.find((v) => v.id === current.data.venueId)?.halls ?? []} />
      ) : (
        <Typography.Text type="secondary">{t('catalogue.sessions.saveFirst')}</Typography.Text>
      )
    }
  ]

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {isNew ? t('catalogue.show.add') : textIn(current.data?.name)}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate('/catalogue/shows')}>{t('catalogue.back')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="show-save">
            {t('common.save')}
          </Button>
        </Space>
      </Space>
      <Form<ShowForm>
        form={form}
        layout="vertical"
        initialValues={NEW_SHOW}
        onFinish={(v) => save.mutate(v)}
        onFinishFailed={() => void message.error(t('catalogue.checkFields'))}
      >
        <Tabs items={tabs} />
      </Form>
    </Space>
  )
}
