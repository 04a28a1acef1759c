/**
 * The show's real-name binding after purchase: buyers name each ticket's attendee
 * after buying, until a deadline in hours before each session. Saved on its own call (audited), like the
 * transfer settings; renders no <form> of its own, as it sits inside the show form.
 */
import { Alert, App, Button, Form, InputNumber, Space, Switch, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { REAL_NAME_HOURS_MAX, type ShowRealNameSettings } from '../../../../types/api/binding'
import { realNameSettings, saveRealNameSettings } from '../../api/invitation-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'

export function RealNameSettingsEditor({ showId }: { showId: string }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const key = ['real-name-settings', showId]
  const current = useQuery({ queryKey: key, queryFn: () => realNameSettings(showId) })
  const [form] = Form.useForm<ShowRealNameSettings>()
  const on = Form.useWatch('afterPurchase', form) ?? current.data?.afterPurchase
  const save = useMutation({
    mutationFn: (s: ShowRealNameSettings) => saveRealNameSettings(showId, s),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      client.setQueryData(key, next)
      void message.success(t('realName.saved'))
    }
  })
  if (current.isPending) return <PageLoading rows={3} />
  if (current.isError) return <PageError error={current.error} onRetry={() => void current.refetch()} />
  return (
    <Form<ShowRealNameSettings> form={form} component={false} layout="vertical" initialValues={current.data}>
      <Space
        direction="vertical"
        size="middle"
        style={{ width: '100%', maxWidth: 640 }}
        data-testid="real-name-settings"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault()
        }}
      >
        <Typography.Text type="secondary">{t('realName.hint')}</Typography.Text>
        <Form.Item name="afterPurchase" label={t('realName.afterPurchase')} valuePropName="checked">
          <Switch data-testid="real-name-after-purchase" />
        </Form.Item>
        <Form.Item name="deadlineHours" label={t('realName.deadline')} rules={[{ required: true }]} hidden={!on}>
          <InputNumber
            min={0}
            max={REAL_NAME_HOURS_MAX}
            precision={0}
            addonAfter={t('realName.hours')}
            style={{ width: 180 }}
            data-testid="real-name-deadline"
          />
        </Form.Item>
        {save.isError && <Alert type="error" showIcon message={save.error.message} />}
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            void form.validateFields().then((v) => save.mutate({ afterPurchase: v.afterPurchase, deadlineHours: v.deadlineHours }))
          }
          data-testid="real-name-save"
        >
          {t('realName.save')}
        </Button>
      </Space>
    </Form>
  )
}
