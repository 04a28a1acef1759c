/**
 * App versions per client (WEAPP, ALIPAY, H5): the latest and the oldest still supported, with notes.
 * Below the oldest the app must update (FORCE), below the latest it is told once (WEAK).
 */
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { APP_VERSION_NOTES_MAX, type AdminAppVersion, type AppVersionInput } from '../../../../types/api/app-version'
import { APP_CLIENTS, publishedVersionsProblem, type AppClient } from '../../../../types/rules/version-rules'
import { appVersions, publishAppVersion } from '../../api/copywriting-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { useTimeText } from '../../time/use-merchant-time'

function ClientVersion({ client, published }: { client: AppClient; published: AdminAppVersion | undefined }) {
  const { t } = useI18n()
  const when = useTimeText()
  const queries = useQueryClient()
  const [form] = Form.useForm<AppVersionInput>()
  const save = useMutation({
    mutationFn: (v: AppVersionInput) => publishAppVersion(client, { ...v, notes: v.notes ?? '' }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['app-versions'] })
  })
  return (
    <Card title={t(`versions.client.${client}`)} size="small" data-testid={`version-${client}`}>
      <Form<AppVersionInput>
        form={form}
        layout="vertical"
        initialValues={published ?? { latestVersion: '', minVersion: '', notes: '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Space wrap align="start">
          <Form.Item name="latestVersion" label={t('versions.latest')} rules={[{ required: true, message: t('versions.required') }]}>
            <Input placeholder="4.8.0" style={{ width: 140 }} data-testid={`version-${client}-latest`} />
          </Form.Item>
          <Form.Item
            name="minVersion"
            label={t('versions.min')}
            dependencies={['latestVersion']}
            rules={[
              { required: true, message: t('versions.required') },
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  !value || !publishedVersionsProblem({ minVersion: value, latestVersion: getFieldValue('latestVersion') ?? '' })
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('versions.problem')))
              })
            ]}
          >
            <Input placeholder="4.0.0" style={{ width: 140 }} data-testid={`version-${client}-min`} />
          </Form.Item>
        </Space>
        <Form.Item name="notes" label={t('versions.notes')}>
          <Input.TextArea autoSize maxLength={APP_VERSION_NOTES_MAX} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`version-${client}-save`}>
            {t('versions.publish')}
          </Button>
          {published && <Typography.Text type="secondary">{t('versions.updatedAt', { time: when(published.updatedAt) })}</Typography.Text>}
        </Space>
      </Form>
    </Card>
  )
}

export function VersionsTab() {
  const { t } = useI18n()
  const list = useQuery({ queryKey: ['app-versions'], queryFn: appVersions })
  if (!list.isSuccess) return <QueryState query={list} />
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('versions.explain')} />
      {APP_CLIENTS.map((client) => (
        <ClientVersion key={client} client={client} published={list.data.find((v) => v.client === client)} />
      ))}
    </Space>
  )
}
