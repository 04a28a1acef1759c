/**
 * The goods editor (owner, operator): texts per language, kind, category, on sale, per-buyer limit, the shows
 * it is sold with, pictures, option groups and one SKU per combination with its price, stock and picture.
 * Saved whole; the gateway checks every field (GOODS_INVALID names it).
 */
import { useEffect, useRef, useState } from 'react'
import { Alert, App, Button, Card, Form, InputNumber, Select, Space, Switch, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import type { AdminGoods } from '../../../../types/api/goods'
import { goods, goodsCategories, saveGoods } from '../../api/goods-calls'
import { shows } from '../../api/catalogue-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { GOODS_CATEGORIES_KEY } from './GoodsCategories'
import { GoodsPictures } from './GoodsPictures'
import { OptionGroupsEditor } from './OptionGroupsEditor'
import { SkuTable } from './SkuTable'
import { draftOf, newGoodsDraft, skuProblem, syncSkus, toGoodsInput, type GoodsBasics, type GoodsDraft } from './goods-form-values'

const goodsKey = (id: string) => ['goods', 'one', id] as const

export default function GoodsEditorPage() {
  const { id = 'new' } = useParams()
  const isNew = id === 'new'
  const { t } = useI18n()
  const textIn = useTextIn()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<GoodsBasics>()
  // A ticket stub is ordered from the buyer's ticket, not from the shop: the editor says so when it is chosen.
  const kind = Form.useWatch('kind', form)
  const [draft, setDraft] = useState<Omit<GoodsDraft, 'basics'>>(() => newGoodsDraft())
  const [problem, setProblem] = useState<string>()
  const current = useQuery({ queryKey: goodsKey(id), queryFn: () => goods(id), enabled: !isNew })
  const categories = useQuery({ queryKey: GOODS_CATEGORIES_KEY, queryFn: goodsCategories })
  const showList = useQuery({ queryKey: ['catalogue', 'shows', {}], queryFn: () => shows({}) })
  // Filled once per goods: a refetch does not undo unsaved edits.
  const filledFor = useRef<string>()
  useEffect(() => {
    const fill = (g: AdminGoods | null) => {
      const d = g ? draftOf(g) : newGoodsDraft()
      form.setFieldsValue(d.basics)
      setDraft({ pictures: d.pictures, groups: d.groups, skus: d.skus })
    }
    if (isNew && filledFor.current !== 'new') {
      filledFor.current = 'new'
      fill(null)
    } else if (current.data && filledFor.current !== current.data.id) {
      filledFor.current = current.data.id
      fill(current.data)
    }
  }, [current.data, form, isNew])
  const save = useMutation({
    mutationFn: (basics: GoodsBasics) => saveGoods(isNew ? null : id, toGoodsInput({ basics, ...draft })),
    meta: { ownErrors: true },
    onSuccess: (saved) => {
      setProblem(undefined)
      void message.success(t('common.saved'))
      filledFor.current = undefined
      queryClient.setQueryData(goodsKey(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: ['goods', 'list'] })
      if (isNew) navigate(`/goods/${saved.id}`, { replace: true })
    },
    onError: (error) => setProblem(error.message)
  })
  const submit = (basics: GoodsBasics) => {
    const wrong = skuProblem(draft.skus)
    if (wrong) return setProblem(t(`goods.sku.problem.${wrong.problem}`, { row: wrong.index + 1 }))
    save.mutate(basics)
  }

  if (!isNew && current.isPending) return <PageLoading />
  if (current.isError) {
    if (current.error instanceof AdminError && current.error.forbidden) return <ForbiddenPage />
    return <PageError error={current.error} onRetry={() => void current.refetch()} />
  }
  const required = [{ required: true, message: t('login.required') }]

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {isNew ? t('goods.new') : textIn(current.data?.name) || t('goods.title')}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate('/goods')}>{t('goods.back')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="goods-save">
            {t('common.save')}
          </Button>
        </Space>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} data-testid="goods-problem" />}
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 960 }}>
        <Card size="small" title={t('goods.section.basics')}>
          <TextsFields name="name" label={t('goods.name')} max={60} />
          <TextsFields name="description" label={t('goods.description')} multiline max={5000} />
          <Space wrap size="large" align="start">
            <Form.Item
              name="kind"
              label={t('goods.kind')}
              rules={required}
              extra={kind === 'STUB' ? t('goods.kind.STUB.hint') : undefined}
              style={{ maxWidth: 360 }}
            >
              <Select
                style={{ width: 320 }}
                options={(['PHYSICAL', 'VOUCHER', 'STUB'] as const).map((k) => ({ value: k, label: t(`goods.kind.${k}`) }))}
                data-testid="goods-kind"
              />
            </Form.Item>
            <Form.Item name="categoryId" label={t('goods.category')}>
              <Select allowClear style={{ width: 200 }} options={categories.data?.map((c) => ({ value: c.id, label: textIn(c.name) }))} />
            </Form.Item>
            <Form.Item name="onSale" label={t('goods.onSale')} valuePropName="checked">
              <Switch data-testid="goods-on-sale" />
            </Form.Item>
            <Form.Item name="perBuyerLimit" label={t('goods.perBuyerLimit')} extra={t('goods.perBuyerLimit.hint')}>
              <InputNumber min={1} max={999} precision={0} />
            </Form.Item>
            <Form.Item name="sort" label={t('goods.sort')} rules={required}>
              <InputNumber min={0} max={10000} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="showIds" label={t('goods.shows')} extra={t('goods.shows.hint')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              loading={showList.isPending}
              options={showList.data?.map((s) => ({ value: s.id, label: textIn(s.name) }))}
              data-testid="goods-shows"
            />
          </Form.Item>
        </Card>
      </Form>
      <Card size="small" title={t('goods.section.pictures')} style={{ maxWidth: 960 }}>
        <GoodsPictures pictures={draft.pictures} onChange={(pictures) => setDraft((d) => ({ ...d, pictures }))} />
      </Card>
      <Card size="small" title={t('goods.section.options')} style={{ maxWidth: 960 }}>
        <OptionGroupsEditor
          groups={draft.groups}
          onChange={(groups) => setDraft((d) => ({ ...d, groups, skus: syncSkus(groups, d.skus) }))}
        />
      </Card>
      <Card size="small" title={t('goods.section.skus')}>
        <SkuTable
          groups={draft.groups}
          skus={draft.skus}
          pictures={draft.pictures}
          onChange={(skus) => setDraft((d) => ({ ...d, skus }))}
        />
      </Card>
    </Space>
  )
}
