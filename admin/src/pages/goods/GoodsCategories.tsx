/** The shop's goods categories (owner, operator): the list in order, renamed or re-sorted in place, a new one added. */
import { useState } from 'react'
import { App, Button, Card, Form, InputNumber, Modal, Table } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminGoodsCategory, GoodsCategoryInput } from '../../../../types/api/goods'
import { goodsCategories, saveGoodsCategory } from '../../api/goods-calls'
import { useI18n } from '../../i18n/i18n'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { PageError } from '../../components/PageState'
import { emptyTexts } from './goods-form-values'

export const GOODS_CATEGORIES_KEY = ['goods', 'categories'] as const

export function GoodsCategories() {
  const { t } = useI18n()
  const textIn = useTextIn()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: GOODS_CATEGORIES_KEY, queryFn: goodsCategories })
  const [editing, setEditing] = useState<AdminGoodsCategory | 'new' | null>(null)
  const [form] = Form.useForm<GoodsCategoryInput>()
  const save = useMutation({
    mutationFn: (v: GoodsCategoryInput) => saveGoodsCategory(editing === 'new' || editing === null ? null : editing.id, v),
    onSuccess: () => {
      void message.success(t('common.saved'))
      setEditing(null)
      void queryClient.invalidateQueries({ queryKey: GOODS_CATEGORIES_KEY })
    }
  })
  const open = (c: AdminGoodsCategory | 'new') => {
    setEditing(c)
    form.setFieldsValue(c === 'new' ? { name: emptyTexts(), sort: (list.data?.length ?? 0) + 1 } : { name: c.name, sort: c.sort })
  }

  return (
    <Card
      size="small"
      title={t('goods.categories.title')}
      extra={
        <Button onClick={() => open('new')} data-testid="goods-category-add">
          {t('goods.categories.add')}
        </Button>
      }
    >
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminGoodsCategory>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data}
          pagination={false}
          locale={{ emptyText: t('goods.categories.empty') }}
          columns={[
            { title: t('goods.categories.name'), key: 'name', render: (_, c) => textIn(c.name) },
            { title: t('goods.sort'), dataIndex: 'sort', width: 80 },
            {
              key: 'edit',
              width: 80,
              render: (_, c) => (
                <Button size="small" onClick={() => open(c)}>
                  {t('goods.edit')}
                </Button>
              )
            }
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('goods.categories.add') : t('goods.categories.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        destroyOnClose
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <TextsFields name="name" label={t('goods.categories.name')} max={20} />
          <Form.Item name="sort" label={t('goods.sort')} rules={[{ required: true, message: t('login.required') }]}>
            <InputNumber min={0} max={10000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
