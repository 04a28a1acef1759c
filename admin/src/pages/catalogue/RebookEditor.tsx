/**
 * The show's rebooking in the show editor (issue #17 "Rebooking": the order's supportRebook, and a
 * deadline in hours before the session). Saved on its own call by the editor's one 保存 (a save part), audited by the gateway. Like the refund
 * rule's editor, its form renders no <form> element: it sits inside the show form.
 */
import { Alert, Form, InputNumber, Space, Switch, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { REBOOK_HOURS_MAX, type AdminShow, type ShowRebookSetting } from '../../../../types/api/catalogue-admin'
import { saveRebook } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { useFormPart } from './show-save-parts'

export function RebookEditor({ show, queryKey }: { show: AdminShow; queryKey: readonly unknown[] }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<ShowRebookSetting>()
  const save = useMutation({
    mutationFn: (setting: ShowRebookSetting) => saveRebook(show.id, setting),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      // Only the setting changes: the show form's unsaved fields are left alone.
      queryClient.setQueryData<AdminShow>(queryKey, (old) => (old ? { ...old, rebook: next.rebook } : next))
    }
  })
  const { problem, onValuesChange } = useFormPart<ShowRebookSetting>({
    tab: 'rebook',
    form,
    firstField: 'supported',
    send: (v) => save.mutateAsync({ supported: v.supported, hoursBefore: v.hoursBefore })
  })
  return (
    <Form<ShowRebookSetting> form={form} component={false} layout="vertical" initialValues={show.rebook} onValuesChange={onValuesChange}>
      <Space
        direction="vertical"
        size="middle"
        style={{ width: '100%', maxWidth: 640 }}
        data-testid="rebook-setting"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault()
        }}
      >
        <Typography.Text type="secondary">{t('rebook.hint')}</Typography.Text>
        <Form.Item name="supported" label={t('rebook.supported')} valuePropName="checked">
          <Switch data-testid="rebook-supported" />
        </Form.Item>
        <Form.Item name="hoursBefore" label={t('rebook.hoursBefore')} rules={[{ required: true }]}>
          <InputNumber min={0} max={REBOOK_HOURS_MAX} precision={0} addonAfter={t('rebook.hours')} style={{ width: 180 }} />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} />}
      </Space>
    </Form>
  )
}
