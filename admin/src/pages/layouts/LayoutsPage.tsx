/**
 * The merchant's editable pages (home first, the shop tab, then topic pages), each opening its editor;
 * create a topic page, or the shop tab's page when there is none yet.
 */
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { App, Button, Form, List, Modal, Space, Tag, Typography } from 'antd'
import { PlusOutlined, ShopOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LayoutTexts } from '../../../../types/api/storefront-admin'
import { createTopic, layoutPages, shopLayoutPage } from '../../api/layout-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { TextsInput } from './TextsInput'
import { emptyTexts } from './layout-components'

export default function LayoutsPage() {
  const { t, locale } = useI18n()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const pages = useQuery({ queryKey: ['layout-pages'], queryFn: layoutPages })
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState<LayoutTexts>(emptyTexts())
  const create = useMutation({
    mutationFn: () => createTopic({ name }),
    onSuccess: (page) => {
      void queryClient.invalidateQueries({ queryKey: ['layout-pages'] })
      void message.success(t('common.saved'))
      setCreating(false)
      setName(emptyTexts())
      navigate(`/layouts/${encodeURIComponent(page.layoutId)}`)
    }
  })

  const shop = useMutation({
    mutationFn: shopLayoutPage,
    onSuccess: (page) => {
      void queryClient.invalidateQueries({ queryKey: ['layout-pages'] })
      navigate(`/layouts/${encodeURIComponent(page.layoutId)}`)
    }
  })

  if (pages.isPending) return <PageLoading />
  if (pages.isError) {
    if (pages.error instanceof AdminError && pages.error.forbidden) return <ForbiddenPage />
    return <PageError error={pages.error} onRetry={() => void pages.refetch()} />
  }
  const newTopic = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-topic">
      {t('lay.newTopic')}
    </Button>
  )
  const hasShop = pages.data.some((p) => p.page === 'SHOP')
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('lay.title')}
        </Typography.Title>
        <Space wrap>
          {!hasShop && (
            <Button icon={<ShopOutlined />} loading={shop.isPending} onClick={() => shop.mutate()} data-testid="new-shop-page">
              {t('lay.newShopPage')}
            </Button>
          )}
          {newTopic}
        </Space>
      </Space>
      {pages.data.length === 0 ? (
        <PageEmpty description={t('lay.noPages')} action={newTopic} />
      ) : (
        <List
          bordered
          dataSource={pages.data}
          renderItem={(p) => (
            <List.Item
              actions={[
                <Link key="edit" to={`/layouts/${encodeURIComponent(p.layoutId)}`} data-testid={`edit-${p.layoutId}`}>
                  {t('lay.edit')}
                </Link>
              ]}
            >
              <List.Item.Meta
                title={
                  <Space>
                    {p.name[locale] || p.layoutId}
                    <Tag>{t(`lay.page.${p.page}`)}</Tag>
                    {!p.enabled && <Tag color="orange">{t('lay.unpublished')}</Tag>}
                    {p.enabled && p.changed && <Tag color="blue">{t('lay.draftChanged')}</Tag>}
                  </Space>
                }
                description={p.version > 0 ? `v${p.version}` : t('sf.noVersions')}
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={creating}
        title={t('lay.newTopic')}
        onCancel={() => setCreating(false)}
        onOk={() => create.mutate()}
        confirmLoading={create.isPending}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
      >
        <Form layout="vertical" component="div">
          <Form.Item label={t('lay.pageName')}>
            <TextsInput value={name} onChange={setName} testId="topic-name" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
