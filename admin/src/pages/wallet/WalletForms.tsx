/**
 * The forms that enter a wallet's credentials, whole (nothing secret is ever sent back to prefill them).
 * Only the shape is checked here; whether the certificates and keys belong together the gateway decides and
 * says, translated, in the failed save's message.
 */
import { Button, Form, Input, Space } from 'antd'
import type { AppleWalletInput, GoogleWalletInput } from '../../../../types/api/wallet'
import { useI18n } from '../../i18n/i18n'

const PEM_ROWS = 5
const pemRule = (message: string) => ({ pattern: /-----BEGIN [A-Z0-9 ]+-----/, message })

interface FormProps<T> {
  saving: boolean
  onSave: (values: T) => void
  onCancel: () => void
}

function Buttons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useI18n()
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
    </Space>
  )
}

export function AppleWalletForm({ saving, onSave, onCancel }: FormProps<AppleWalletInput>) {
  const { t } = useI18n()
  const required = { required: true, message: t('login.required') }
  const pem = pemRule(t('wallet.pemHint'))
  return (
    <Form<AppleWalletInput>
      layout="vertical"
      autoComplete="off"
      onFinish={(v) => onSave({ ...v, signerKeyPassphrase: v.signerKeyPassphrase ? v.signerKeyPassphrase : undefined })}
    >
      <Form.Item
        name="passTypeIdentifier"
        label={t('wallet.passTypeIdentifier')}
        rules={[required, { pattern: /^pass(\.[A-Za-z0-9-]+)+$/, message: t('wallet.passTypeHint') }]}
      >
        <Input placeholder="pass.com.example.tickets" />
      </Form.Item>
      <Form.Item
        name="teamIdentifier"
        label={t('wallet.teamIdentifier')}
        rules={[required, { pattern: /^[A-Z0-9]{10}$/, message: t('wallet.teamHint') }]}
      >
        <Input maxLength={10} />
      </Form.Item>
      <Form.Item name="organizationName" label={t('wallet.organizationName')} rules={[required]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="signerCertPem" label={t('wallet.signerCert')} rules={[required, pem]}>
        <Input.TextArea rows={PEM_ROWS} placeholder="-----BEGIN CERTIFICATE-----" spellCheck={false} />
      </Form.Item>
      <Form.Item name="signerKeyPem" label={t('wallet.signerKey')} rules={[required, pem]}>
        <Input.TextArea rows={PEM_ROWS} placeholder="-----BEGIN PRIVATE KEY-----" spellCheck={false} />
      </Form.Item>
      <Form.Item name="signerKeyPassphrase" label={t('wallet.passphrase')} extra={t('wallet.passphraseHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="wwdrPem" label={t('wallet.wwdr')} rules={[required, pem]} extra={t('wallet.wwdrHint')}>
        <Input.TextArea rows={PEM_ROWS} placeholder="-----BEGIN CERTIFICATE-----" spellCheck={false} />
      </Form.Item>
      <Buttons saving={saving} onCancel={onCancel} />
    </Form>
  )
}

export function GoogleWalletForm({ saving, onSave, onCancel }: FormProps<GoogleWalletInput>) {
  const { t } = useI18n()
  const required = { required: true, message: t('login.required') }
  return (
    <Form<GoogleWalletInput> layout="vertical" autoComplete="off" onFinish={onSave}>
      <Form.Item name="issuerId" label={t('wallet.issuerId')} rules={[required, { pattern: /^[0-9]+$/, message: t('wallet.issuerHint') }]}>
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="serviceAccountEmail"
        label={t('wallet.serviceAccountEmail')}
        rules={[required, { type: 'email', message: t('wallet.emailHint') }]}
      >
        <Input placeholder="passes@project.iam.gserviceaccount.com" />
      </Form.Item>
      <Form.Item
        name="privateKeyPem"
        label={t('wallet.privateKey')}
        rules={[required, pemRule(t('wallet.pemHint'))]}
        extra={t('wallet.privateKeyHint')}
      >
        <Input.TextArea rows={PEM_ROWS} placeholder="-----BEGIN PRIVATE KEY-----" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="classSuffix"
        label={t('wallet.classSuffix')}
        rules={[required, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('wallet.classHint') }]}
        extra={t('wallet.classSuffixHint')}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Buttons saving={saving} onCancel={onCancel} />
    </Form>
  )
}
