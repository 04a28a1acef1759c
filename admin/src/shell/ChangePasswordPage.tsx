/**
 * A temporary password (a new member, a new merchant's owner) opens nothing but this page: the API refuses
 * every other call until the password is changed (STAFF_PASSWORD_CHANGE_REQUIRED).
 */
import { Button, Card, Form, Input } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changePassword } from '../api/admin-calls'
import { ME_KEY } from '../session/use-me'
import { useI18n } from '../i18n/i18n'
import { noticeError } from '../components/error-notice'

interface Values {
  currentPassword: string
  newPassword: string
}

export default function ChangePasswordPage() {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: (v: Values) => changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
    onSuccess: (me) => queryClient.setQueryData(ME_KEY, me),
    onError: (error) => noticeError(error)
  })
  return (
    <Card title={t('password.title')} style={{ maxWidth: 420, margin: '48px auto' }}>
      <p>{t('password.hint')}</p>
      <Form<Values> layout="vertical" onFinish={(v) => change.mutate(v)} data-testid="change-password">
        <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={[{ required: true, min: 10 }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} block>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  )
}
