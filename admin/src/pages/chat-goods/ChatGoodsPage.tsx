/**
 * The online chat's goods ids (catalogue roles): which id the chat provider knows a show or a goods item
 * by, so the chat opens with its goods card. Unmapped items go to the chat with their own id. Each change is
 * audited; the gateway refuses an item this shop does not have.
 */
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CHAT_GOODS_ID_MAX, CHAT_ITEM_TYPES, type AdminChatGoodsBody, type AdminChatGoodsRow } from '../../../../types/api/user-calls'
import { chatGoodsIds, removeChatGoodsId, saveChatGoodsId } from '../../api/user-calls-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { useTimeText } from '../../time/use-merchant-time'
import { GoodsSelect } from '../../components/GoodsSelect'
import { ShowSelect } from '../../components/ShowSelect'

const KEY = ['chat-goods-ids']

export default function ChatGoodsPage() {
  const { t } = useI18n()
  const when = useTimeText()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<AdminChatGoodsBody>()
  const itemType = Form.useWatch('itemType', form)
  const rows = useQuery({ queryKey: KEY, queryFn: chatGoodsIds })
  const done = () => {
    void client.invalidateQueries({ queryKey: KEY })
    void message.success(t('common.saved'))
  }
  const save = useMutation({
    mutationFn: saveChatGoodsId,
    onSuccess: () => {
      form.resetFields(['itemId', 'chatGoodsId'])
      done()
    }
  })
  const remove = useMutation({ mutationFn: (r: AdminChatGoodsRow) => removeChatGoodsId(r.itemType, r.itemId), onSuccess: done })

  if (rows.isPending) return <PageLoading />
  if (rows.isError) {
    if (rows.error instanceof AdminError && rows.error.forbidden) return <ForbiddenPage />
    return <PageError error={rows.error} onRetry={() => void rows.refetch()} />
  }
  const typeOptions = CHAT_ITEM_TYPES.map((value) => ({ value, label: t(`cg.type.${value}`) }))
  return (
    <>
      <Typography.Title level={3}>{t('cg.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('cg.sub')}</Typography.Paragraph>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title={t('cg.add')}>
          <Form form={form} layout="inline" initialValues={{ itemType: 'SHOW' }} onFinish={(v) => save.mutate(v)}>
            <Form.Item name="itemType" label={t('cg.itemType')}>
              <Select options={typeOptions} style={{ width: 120 }} onChange={() => form.resetFields(['itemId'])} />
            </Form.Item>
            {/* The show or goods picked by name; its id is what is mapped. */}
            <Form.Item name="itemId" label={t('cg.item')} rules={[{ required: true, max: 60 }]} style={{ minWidth: 280 }}>
              {itemType === 'GOODS' ? <GoodsSelect testId="chat-goods-item" /> : <ShowSelect testId="chat-goods-item" />}
            </Form.Item>
            <Form.Item
              name="chatGoodsId"
              label={t('cg.chatGoodsId')}
              rules={[{ required: true, max: CHAT_GOODS_ID_MAX, pattern: /^\s*[\w.:-]+\s*$/, message: t('cg.idRule') }]}
            >
              <Input style={{ width: 220 }} data-testid="chat-goods-id" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Form>
        </Card>
        <Table<AdminChatGoodsRow>
          rowKey={(r) => `${r.itemType}:${r.itemId}`}
          dataSource={rows.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 720 }}
          locale={{ emptyText: t('cg.empty') }}
          columns={[
            { title: t('cg.itemType'), dataIndex: 'itemType', render: (v: string) => t(`cg.type.${v as 'SHOW' | 'GOODS'}`) },
            { title: t('cg.item'), render: (_, r) => (r.title ? `${r.title} (${r.itemId})` : r.itemId) },
            { title: t('cg.chatGoodsId'), dataIndex: 'chatGoodsId' },
            { title: t('cg.updated'), dataIndex: 'updatedAt', render: (v: number) => when(v) },
            {
              title: '',
              render: (_, r) => (
                <Popconfirm title={t('cg.removeConfirm')} onConfirm={() => remove.mutate(r)}>
                  <Button type="link" danger>
                    {t('common.remove')}
                  </Button>
                </Popconfirm>
              )
            }
          ]}
        />
      </Space>
    </>
  )
}
