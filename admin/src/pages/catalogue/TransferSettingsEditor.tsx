/**
 * The show's ticket-transfer settings in the show editor (Ticket transfer: "the transfer
 * deadline and the identity time limit from the show"): the on/off switch, the transfer deadline and
 * identityLimitTime in hours before each session. Saved on its own call by the editor's one 保存 (a save part); its form
 * renders no <form> element of its own: it sits inside the show form.
 */
import { Alert, Form, InputNumber, Space, Switch, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminShow } from '../../../../types/api/catalogue-admin'
import { TRANSFER_HOURS_MAX, type ShowTransferSettings } from '../../../../types/api/transfer'
import { saveTransferSettings } from '../../api/transfer-calls'
import { useI18n } from '../../i18n/i18n'
import { useFormPart } from './show-save-parts'

export function TransferSettingsEditor({ show, queryKey }: { show: AdminShow; queryKey: readonly unknown[] }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<ShowTransferSettings>()
  const enabled = Form.useWatch('enabled', form) ?? show.transferSettings.enabled
  const save = useMutation({
    mutationFn: (settings: ShowTransferSettings) => saveTransferSettings(show.id, settings),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      // Only these settings change: the show form's unsaved fields are left alone.
      queryClient.setQueryData<AdminShow>(queryKey, (old) => (old ? { ...old, transferSettings: next.transferSettings } : next))
    }
  })
  const { problem, onValuesChange } = useFormPart<ShowTransferSettings>({
    tab: 'transfer',
    form,
    firstField: 'enabled',
    send: (v) => save.mutateAsync({ enabled: v.enabled, deadlineHours: v.deadlineHours, identityLimitHours: v.identityLimitHours })
  })
  const hours = (testId: string) => (
    <InputNumber
      min={0}
      max={TRANSFER_HOURS_MAX}
      precision={0}
      addonAfter={t('transfer.hours')}
      style={{ width: 180 }}
      data-testid={testId}
    />
  )
  return (
    <Form<ShowTransferSettings>
      form={form}
      component={false}
      layout="vertical"
      initialValues={show.transferSettings}
      onValuesChange={onValuesChange}
    >
      {/* Enter in a field here would submit the show form around it. */}
      <Space
        direction="vertical"
        size="middle"
        style={{ width: '100%', maxWidth: 640 }}
        data-testid="transfer-settings"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault()
        }}
      >
        <Typography.Text type="secondary">{t('transfer.hint')}</Typography.Text>
        <Form.Item name="enabled" label={t('transfer.enabled')} valuePropName="checked">
          <Switch data-testid="transfer-enabled" />
        </Form.Item>
        <Form.Item
          name="deadlineHours"
          label={t('transfer.deadline')}
          extra={t('transfer.deadlineHint')}
          rules={[{ required: true }]}
          hidden={!enabled}
        >
          {hours('transfer-deadline')}
        </Form.Item>
        <Form.Item
          name="identityLimitHours"
          label={t('transfer.identityLimit')}
          extra={t('transfer.identityLimitHint')}
          rules={[{ required: true }]}
          hidden={!enabled}
        >
          {hours('transfer-identity-limit')}
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} />}
      </Space>
    </Form>
  )
}
