/**
 * Sign in: email and password at a merchant; the TOTP code field appears when the gateway answers
 * STAFF_TOTP_REQUIRED (types/api/staff.ts). The merchant code is filled in from the console's link or the
 * merchant last signed in to here (session/merchant-hint.ts); on a gateway with one merchant it may stay
 * empty, and where the gateway needs it (STAFF_MERCHANT_REQUIRED) the field appears. The gateway never
 * lists an email's merchants, so there is nothing to choose from: the code is typed.
 */
import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Space } from 'antd'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest } from '../../../types/api/staff'
import { logIn } from '../api/admin-calls'
import { forgetCsrfToken } from '../api/admin-client'
import { AdminError } from '../api/admin-error'
import { useI18n } from '../i18n/i18n'
import { ME_KEY, useMe } from '../session/use-me'
import { keptMerchant, rememberMerchant } from '../session/merchant-hint'
import { LanguageSwitch } from '../shell/LanguageSwitch'

/** Only console paths: never an absolute or protocol-relative address from the query. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/'
}

export function LoginPage() {
  const { t } = useI18n()
  const [form] = Form.useForm<LoginRequest>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const meQuery = useMe()
  const [askTotp, setAskTotp] = useState(false)
  const [kept] = useState(keptMerchant)
  const [nameMerchant, setNameMerchant] = useState(Boolean(kept))
  const [error, setError] = useState<string>()
  const submit = useMutation({
    mutationFn: (req: LoginRequest) => logIn(req),
    meta: { ownErrors: true },
    onSuccess: (reply) => {
      forgetCsrfToken()
      rememberMerchant(reply.merchant.id)
      queryClient.setQueryData(ME_KEY, reply)
      navigate(safeNext(params.get('next')), { replace: true })
    },
    onError: (e) => {
      if (e instanceof AdminError && e.errorCode === 'STAFF_TOTP_REQUIRED') setAskTotp(true)
      if (e instanceof AdminError && e.errorCode === 'STAFF_MERCHANT_REQUIRED') setNameMerchant(true)
      setError(e.message)
    }
  })

  if (meQuery.data) return <Navigate to={safeNext(params.get('next'))} replace />
  const required = [{ required: true, message: t('login.required') }]

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Card title={t('login.title')} style={{ width: 380, maxWidth: '100%' }} extra={<LanguageSwitch />}>
        <Form<LoginRequest>
          form={form}
          layout="vertical"
          initialValues={{ merchantId: kept }}
          onFinish={(values) => {
            setError(undefined)
            submit.mutate({ ...values, totpCode: values.totpCode || undefined, merchantId: values.merchantId?.trim() || undefined })
          }}
        >
          <Form.Item name="email" label={t('login.email')} rules={required}>
            <Input type="email" autoComplete="username" data-testid="login-email" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={required}>
            <Input.Password autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          {askTotp && (
            <Form.Item name="totpCode" label={t('login.totp')} extra={t('login.totpHint')} rules={required}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus data-testid="login-totp" />
            </Form.Item>
          )}
          {nameMerchant ? (
            <Form.Item name="merchantId" label={t('login.merchantCode')} extra={t('login.merchantCodeHint')} rules={required}>
              <Input autoComplete="organization" data-testid="login-merchant-code" />
            </Form.Item>
          ) : (
            <Button type="link" size="small" style={{ padding: 0, marginBottom: 12 }} onClick={() => setNameMerchant(true)}>
              {t('login.otherMerchant')}
            </Button>
          )}
          <Space direction="vertical" style={{ width: '100%' }}>
            {error && <Alert type="error" message={error} showIcon data-testid="login-error" />}
            <Button type="primary" htmlType="submit" block loading={submit.isPending} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  )
}
