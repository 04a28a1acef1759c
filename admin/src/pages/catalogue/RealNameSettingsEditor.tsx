/**
 * The show's real-name binding after purchase: buyers name each ticket's attendee
 * after buying, until a deadline in hours before each session. Saved on its own call (audited), like the
 * transfer settings; renders no <form> of its own, as it sits inside the show form.
 */
import { Alert, Form, InputNumber, Space, Switch, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { REAL_NAME_HOURS_MAX, type ShowRealNameSettings } from '../../../../types/api/binding'
import { realNameSettings, saveRealNameSettings } from '../../api/invitation-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { useFormPart } from './show-save-parts'

export function RealNameSettingsEditor({ showId }: { showId: string }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const key = ['real-name-settings', showId]
  const current = useQuery({ queryKey: key, queryFn: () => realNameSettings(showId) })
  const [form] = Form.useForm<ShowRealNameSettings>()
  const on = Form.useWatch('afterPurchase', form) ?? current.data?.afterPurchase
  const save = useMutation({
    mutationFn: (s: ShowRealNameSettings) => saveRealNameSettings(showId, s),
    meta: { ownErrors: true },
    onSuccess: (next) => client.setQueryData(key, next)
  })
  const { problem, onValuesChange } = useFormPart<ShowRealNameSettings>({
    tab: 'real-name',
    form,
    firstField: 'afterPurchase',
    send: (v) => save.mutateAsync({ afterPurchase: v.afterPurchase, deadlineHours: v.deadlineHours })
  })
  if (current.isPending) return <PageLoading rows={3} />
  if (current.isError) return <PageError error={current.error} onRetry={() => void current.refetch()} />
  return (
    <Form<ShowRealNameSettings>
      form={form}
      component={false}
      layout="vertical"
      initialValues={current.data}
      onValuesChange={onValuesChange}
    >
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
        {problem && <Alert type="error" showIcon message={problem} />}
      </Space>
    </Form>
  )
}
