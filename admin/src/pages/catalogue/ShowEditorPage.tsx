/**
 * The show editor (owner, operator): basics, texts per language, poster, sale settings (选座 among them), and
 * (once the show exists) its settings tabs, sessions and price tiers. One sticky 保存 saves what changed — the
 * show, then each settings part (show-save-parts.tsx) — and reports one result; a refusal (the form's own
 * check, or the gateway's CATALOGUE_INVALID naming the field) opens the field's tab, marks the tab and the
 * field, and focuses it. Unsaved changes are flagged, and leaving with them asks first.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  type FormInstance,
  App,
  Badge,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
  theme
} from 'antd'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import { SHOW_LISTINGS, type AdminShow, type CatalogueTexts, type ShowInput } from '../../../../types/api/catalogue-admin'
import { catalogueOptions, saveShow, show, venues, VENUES_KEY } from '../../api/catalogue-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { OPTIONS_KEY } from './VenuesPage'
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
import { PartRefusal, SavePartsContext, type SavePart, type SaveParts } from './show-save-parts'
import { refusedField, tabOfField, type FieldPath } from './show-field-tabs'

type ShowForm = Omit<ShowInput, 'saleTime'> & { saleTime: string }
type ShowFieldName = Parameters<FormInstance<ShowForm>['setFields']>[0][number]['name']

const NEW_SHOW: Partial<ShowForm> = {
  tags: [],
  realName: false,
  minAge: null,
  limitPerOrder: 6,
  limitPerAccount: 0,
  hot: false,
  listing: 'DRAFT',
  seatPicking: false,
  saleTime: ''
}

export const showKey = (id: string) => ['catalogue', 'show', id] as const

function formOf(s: AdminShow, zone: string): ShowForm {
  const { id: _id, cityId: _city, sessions: _sessions, posterUrl: _poster, saleTime, ...rest } = s
  return { ...rest, saleTime: zoneInputOf(saleTime, zone) }
}

/** The tabs whose show-form fields have errors now. */
function tabsWithErrors(errors: Array<{ name: FieldPath; errors: string[] }>): Set<string> {
  return new Set(errors.filter((e) => e.errors.length > 0).flatMap((e) => tabOfField(e.name) ?? []))
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
  const { token } = theme.useToken()
  const { modal } = App.useApp()
  const [activeTab, setActiveTab] = useState('basics')
  const [fieldErrorTabs, setFieldErrorTabs] = useState<Set<string>>(new Set())
  const [refusedTab, setRefusedTab] = useState<string>()
  const [showDirty, setShowDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [, setPartsVersion] = useState(0)
  const parts = useRef(new Set<SavePart>())
  const saveParts = useMemo<SaveParts>(
    () => ({
      register: (part) => {
        parts.current.add(part)
        return () => void parts.current.delete(part)
      },
      changed: () => setPartsVersion((n) => n + 1)
    }),
    []
  )
  const dirty = showDirty || [...parts.current].some((p) => p.dirty())
  // Leaving the page (reload, closing the tab, another address) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  /** Opens the tab and, once it is shown, focuses the refused field. */
  const openAt = useCallback((tab: string, focus?: () => void) => {
    setActiveTab(tab)
    if (focus) window.setTimeout(focus, 50)
  }, [])
  const focusShowField = (name: FieldPath) => () => {
    form.scrollToField(name)
    form.focusField(name)
  }

  const saveAll = async () => {
    setRefusedTab(undefined)
    let values: ShowForm
    try {
      values = await form.validateFields()
    } catch (error) {
      const fields = (error as { errorFields?: Array<{ name: FieldPath; errors: string[] }> }).errorFields ?? []
      setFieldErrorTabs(tabsWithErrors(fields))
      const first = fields[0]
      if (first) openAt(tabOfField(first.name) ?? activeTab, focusShowField(first.name))
      void message.error(t('catalogue.checkFields'))
      return
    }
    setSaving(true)
    try {
      // The show first (a new show's settings tabs need it), then each changed settings part, in tab order.
      if (isNew || showDirty) {
        const saved = await saveShow(isNew ? null : id, {
          ...values,
          minAge: values.minAge ?? null,
          tags: values.tags ?? [],
          saleTime: instantOfZoneInput(values.saleTime, zone)
        })
        setShowDirty(false)
        queryClient.setQueryData(showKey(saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: ['catalogue', 'shows'] })
        if (isNew) {
          void message.success(t('common.saved'))
          navigate(`/catalogue/shows/${saved.id}`, { replace: true })
          return
        }
      }
      for (const part of parts.current) if (part.dirty()) await part.save()
      void message.success(t('common.saved'))
    } catch (error) {
      if (error instanceof PartRefusal) {
        setRefusedTab(error.tab)
        openAt(error.tab, error.focus)
        void message.error(error.message || t('catalogue.checkFields'))
        return
      }
      const text = error instanceof Error ? error.message : String(error)
      const name = error instanceof AdminError ? refusedField(text) : undefined
      const tab = name && tabOfField(name)
      if (name && tab) {
        // The path is one of the form's (refusedField keeps only the show form's fields).
        form.setFields([{ name: name as ShowFieldName, errors: [text] }])
        setFieldErrorTabs(new Set([tab]))
        openAt(tab, focusShowField(name))
      }
      void message.error(text)
    } finally {
      setSaving(false)
      setPartsVersion((n) => n + 1)
    }
  }
  const leave = () => {
    if (!dirty) return navigate('/catalogue/shows')
    modal.confirm({
      title: t('catalogue.leaveUnsaved'),
      okText: t('catalogue.leave'),
      cancelText: t('common.cancel'),
      onOk: () => navigate('/catalogue/shows')
    })
  }

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
                <TextsFields name={[field.name]} list="tags" label={`${t('catalogue.show.tag')} ${i + 1}`} max={20} />
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
      <Form.Item
        name="seatPicking"
        label={t('catalogue.sale.seatPicking')}
        valuePropName="checked"
        extra={t('catalogue.sale.seatPickingHint')}
      >
        <Switch data-testid="show-seat-picking" />
      </Form.Item>
      <Form.Item name="hot" valuePropName="checked" extra={t('catalogue.sale.hotHint')}>
        <Checkbox>{t('catalogue.sale.hot')}</Checkbox>
      </Form.Item>
      <Form.Item name="minAge" label={t('catalogue.sale.minAge')}>
        <InputNumber min={1} max={99} precision={0} />
      </Form.Item>
      <Form.Item name="limitPerOrder" label={t('catalogue.sale.limitPerOrder')} rules={required}>
        <InputNumber min={1} max={20} precision={0} data-testid="show-limit-per-order" />
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
  const items = [
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

  // Every tab is rendered from the start: its fields are checked, and its settings part saved, by the one 保存.
  const tabs = items.map((item) => ({
    ...item,
    forceRender: true,
    label: (
      <span data-testid={`show-tab-${item.key}`}>
        {item.label}
        {(fieldErrorTabs.has(item.key) || refusedTab === item.key) && (
          <Badge status="error" style={{ marginInlineStart: 6 }} data-testid="show-tab-error" />
        )}
      </span>
    )
  }))

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space
        style={{
          width: '100%',
          justifyContent: 'space-between',
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: token.colorBgLayout,
          paddingBlock: token.paddingXS
        }}
        wrap
        data-testid="show-save-bar"
      >
        <Typography.Title level={3} style={{ margin: 0 }}>
          {isNew ? t('catalogue.show.add') : textIn(current.data?.name)}
        </Typography.Title>
        <Space>
          {dirty && (
            <Tag color="warning" data-testid="show-dirty">
              {t('catalogue.unsaved')}
            </Tag>
          )}
          <Button onClick={leave}>{t('catalogue.back')}</Button>
          <Button type="primary" loading={saving} onClick={() => void saveAll()} data-testid="show-save">
            {t('common.save')}
          </Button>
        </Space>
      </Space>
      <SavePartsContext.Provider value={saveParts}>
        <Form<ShowForm>
          form={form}
          layout="vertical"
          initialValues={NEW_SHOW}
          onValuesChange={() => setShowDirty(true)}
          onFieldsChange={() => setFieldErrorTabs(tabsWithErrors(form.getFieldsError()))}
          onFinish={() => void saveAll()}
        >
          <Tabs items={tabs} activeKey={activeTab} onChange={setActiveTab} />
        </Form>
      </SavePartsContext.Provider>
    </Space>
  )
}
