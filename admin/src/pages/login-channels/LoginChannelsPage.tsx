/**
 * Login channels (owner only, as the wallet's keys): the business system's shared secret for the bsauth
 * page, and Douyin's web OAuth client for douyin_auth. The gateway seals the secrets and shows only their
 * length; leaving the secret empty keeps the stored one. Each change is audited without the secret.
 */
import { App, Button, Card, Form, Input, Popconfirm, Space, Switch, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BSAUTH_SECRET_MIN, type AdminLoginChannelView } from '../../../../types/api/user-calls'
import { loginChannels, removeLoginChannel, saveLoginChannel } from '../../api/user-calls-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { useTimeText } from '../../time/use-merchant-time'

const KEY = ['login-channels']

interface ChannelValues {
  enabled: boolean
  clientKey?: string
  secret?: string
}

function ChannelCard({ view }: { view: AdminLoginChannelView }) {
  const { t } = useI18n()
  const when = useTimeText()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<ChannelValues>()
  const done = () => {
    void client.invalidateQueries({ queryKey: KEY })
    form.setFieldValue('secret', '')
    void message.success(t('common.saved'))
  }
  const save = useMutation({
    mutationFn: (v: ChannelValues) =>
      saveLoginChannel(view.channel, { enabled: v.enabled, clientKey: v.clientKey, secret: v.secret || undefined }),
    onSuccess: done
  })
  const remove = useMutation({ mutationFn: () => removeLoginChannel(view.channel), onSuccess: done })
  const douyin = view.channel === 'DOUYIN'
  return (
    <Card title={t(`lc.channel.${view.channel}`)} data-testid={`login-channel-${view.channel}`}>
      <Typography.Paragraph type="secondary">{t(`lc.about.${view.channel}`)}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{ enabled: view.configured ? view.enabled : true, clientKey: view.clientKey ?? '', secret: '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="enabled" label={t('lc.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {douyin && (
          <Form.Item name="clientKey" label={t('lc.clientKey')} rules={[{ required: true, pattern: /^[\w-]{4,64}$/ }]}>
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="secret"
          label={douyin ? t('lc.clientSecret') : t('lc.sharedSecret')}
          extra={
            view.configured
              ? t('lc.secretKept', { length: view.secretLength })
              : douyin
                ? undefined
                : t('lc.secretRule', { min: BSAUTH_SECRET_MIN })
          }
          rules={[{ required: !view.configured }, ...(douyin ? [] : [{ min: BSAUTH_SECRET_MIN }])]}
        >
          <Input.Password autoComplete="new-password" data-testid={`login-channel-secret-${view.channel}`} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {view.configured && (
            <Popconfirm title={t('lc.removeConfirm')} onConfirm={() => remove.mutate()}>
              <Button danger loading={remove.isPending}>
                {t('common.remove')}
              </Button>
            </Popconfirm>
          )}
          {view.updatedAt !== null && <Typography.Text type="secondary">{t('lc.updated', { time: when(view.updatedAt) })}</Typography.Text>}
        </Space>
      </Form>
    </Card>
  )
}

export default function LoginChannelsPage() {
  const { t } = useI18n()
  const channels = useQuery({ queryKey: KEY, queryFn: loginChannels })
  if (channels.isPending) return <PageLoading />
  if (channels.isError) {
    if (channels.error instanceof AdminError && channels.error.forbidden) return <ForbiddenPage />
    return <PageError error={channels.error} onRetry={() => void channels.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('lc.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('lc.sub')}</Typography.Paragraph>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
        {channels.data.map((view) => (
          <ChannelCard key={`${view.channel}-${view.updatedAt ?? 0}`} view={view} />
        ))}
      </Space>
    </>
  )
}
