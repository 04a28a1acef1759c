/**
 * Subscription messages (docs/subscription-messages.md): per mini-program (WeChat, Alipay) and kind of
 * message (a coupon about to expire, a membership level reached, the buyer's birthday) the template id the
 * merchant picked on the platform, which of its keys carries each field, and the page a tap opens; with how
 * many buyers' consents wait and how many messages were sent. The mini-programs ask buyers only for the
 * templates set here and switched on. Marketing staff (owner, operator); the save is audited.
 */
import { useEffect, useState } from 'react'
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Statistic, Switch, Tabs, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  MESSAGE_FIELDS,
  MESSAGE_KINDS,
  MESSAGE_PLATFORMS,
  type AdminMessageTemplates,
  type MessagePlatform
} from '../../../../types/api/subscription-message'
import { messageTemplates, saveMessageTemplates } from '../../api/subscription-message-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { formRows, rowKey, templatesInput, type FormRows } from './subscription-form-values'

const KEY = ['subscription-message-templates']

export default function SubscriptionMessagesPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const templates = useQuery({ queryKey: KEY, queryFn: messageTemplates })
  const [rows, setRows] = useState<FormRows>()
  useEffect(() => {
    if (templates.data) setRows(formRows(templates.data))
  }, [templates.data])
  const save = useMutation({
    mutationFn: saveMessageTemplates,
    onSuccess: (data: AdminMessageTemplates) => {
      client.setQueryData(KEY, data)
      void message.success(t('common.saved'))
    },
    onError: (error) => void message.error(error instanceof Error ? error.message : String(error))
  })

  if (templates.isPending || (templates.data && !rows)) return <PageLoading />
  if (templates.isError) {
    if (templates.error instanceof AdminError && templates.error.forbidden) return <ForbiddenPage />
    return <PageError error={templates.error} onRetry={() => void templates.refetch()} />
  }
  if (!rows) return <PageLoading />
  const { counts, settings } = templates.data
  const edit = (key: keyof FormRows, change: Partial<FormRows[keyof FormRows]>) => setRows({ ...rows, [key]: { ...rows[key], ...change } })

  const platformTab = (platform: MessagePlatform) => (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {MESSAGE_KINDS.map((kind) => {
        const key = rowKey(platform, kind)
        const row = rows[key]
        return (
          <Card
            key={key}
            title={t(`subscriptionMessages.kind.${kind}`)}
            data-testid={`message-${platform}-${kind}`}
            extra={
              <Space>
                <Typography.Text type="secondary">{t('subscriptionMessages.enabled')}</Typography.Text>
                <Switch
                  checked={row.enabled}
                  onChange={(enabled) => edit(key, { enabled })}
                  aria-label={t('subscriptionMessages.enabled')}
                />
              </Space>
            }
          >
            <Typography.Paragraph type="secondary">{t(`subscriptionMessages.when.${kind}`)}</Typography.Paragraph>
            <Form layout="vertical">
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label={t('subscriptionMessages.templateId')} extra={t(`subscriptionMessages.templateIdHint.${platform}`)}>
                    <Input value={row.templateId} maxLength={128} onChange={(e) => edit(key, { templateId: e.target.value })} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={t('subscriptionMessages.page')} extra={t('subscriptionMessages.pageHint')}>
                    <Input value={row.page} maxLength={200} onChange={(e) => edit(key, { page: e.target.value })} />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={16}>
                {(MESSAGE_FIELDS[kind] as readonly string[]).map((field) => (
                  <Col xs={24} md={8} key={field}>
                    <Form.Item label={t(`subscriptionMessages.field.${field}` as Parameters<typeof t>[0])}>
                      <Input
                        value={row.fieldKeys[field] ?? ''}
                        maxLength={32}
                        placeholder={platform === 'WEAPP' ? 'thing1' : 'keyword1'}
                        onChange={(e) => edit(key, { fieldKeys: { ...row.fieldKeys, [field]: e.target.value } })}
                      />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Form>
          </Card>
        )
      })}
    </Space>
  )

  return (
    <>
      <Typography.Title level={3}>{t('subscriptionMessages.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('subscriptionMessages.sub')}</Typography.Paragraph>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 1040 }}>
        {settings.length === 0 ? <Alert type="info" showIcon message={t('subscriptionMessages.empty')} /> : null}
        <Row gutter={16}>
          {MESSAGE_KINDS.map((kind) => (
            <Col xs={24} md={8} key={kind}>
              <Card size="small" title={t(`subscriptionMessages.kind.${kind}`)}>
                <Space size="large">
                  <Statistic title={t('subscriptionMessages.waiting')} value={counts[kind].waiting} />
                  <Statistic title={t('subscriptionMessages.sent')} value={counts[kind].sent} />
                  <Statistic title={t('subscriptionMessages.failed')} value={counts[kind].failed} />
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
        <Tabs
          items={MESSAGE_PLATFORMS.map((platform) => ({
            key: platform,
            label: t(`subscriptionMessages.platform.${platform}`),
            children: platformTab(platform)
          }))}
        />
        <Space>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate(templatesInput(rows))}
            data-testid="save-message-templates"
          >
            {t('common.save')}
          </Button>
          <Button onClick={() => setRows(formRows(templates.data))}>{t('subscriptionMessages.undo')}</Button>
        </Space>
      </Space>
    </>
  )
}
