/**
 * Wallet passes (owner only): the merchant's Apple Wallet and Google Wallet credentials. What is
 * entered is checked by the gateway (the PEMs parse, the key is the certificate's, the certificates are in
 * date) and sealed; the page is shown only ids, the certificates' subject and expiry and that each secret is
 * set, so replacing a credential means entering all of it again.
 */
import { useState } from 'react'
import { App, Button, Card, Descriptions, Popconfirm, Space, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminWalletSettings, CertificateSummary } from '../../../../types/api/wallet'
import { removeWallet, saveAppleWallet, saveGoogleWallet, walletSettings } from '../../api/wallet-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { AppleWalletForm, GoogleWalletForm } from './WalletForms'
import { useTimeText } from '../../time/use-merchant-time'

const KEY = ['wallet-settings']

function Certificate({ cert }: { cert: CertificateSummary }) {
  const when = useTimeText()
  const { t } = useI18n()
  const expired = new Date(cert.notAfter).getTime() < Date.now()
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{cert.subject}</Typography.Text>
      <Typography.Text type={expired ? 'danger' : 'secondary'}>
        {t('wallet.expires', { date: when(cert.notAfter, 'date') })}
      </Typography.Text>
    </Space>
  )
}

export default function WalletSettingsPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const settings = useQuery({ queryKey: KEY, queryFn: walletSettings })
  const [editing, setEditing] = useState<'apple' | 'google'>()
  const stored = (data: AdminWalletSettings) => {
    client.setQueryData(KEY, data)
    setEditing(undefined)
    void message.success(t('common.saved'))
  }
  const saveApple = useMutation({ mutationFn: saveAppleWallet, onSuccess: stored })
  const saveGoogle = useMutation({ mutationFn: saveGoogleWallet, onSuccess: stored })
  const remove = useMutation({ mutationFn: removeWallet, onSuccess: stored })

  if (settings.isPending) return <PageLoading />
  if (settings.isError) {
    if (settings.error instanceof AdminError && settings.error.forbidden) return <ForbiddenPage />
    return <PageError error={settings.error} onRetry={() => void settings.refetch()} />
  }
  const { apple, google } = settings.data
  const secretSet = <Typography.Text type="success">{t('wallet.secretSet')}</Typography.Text>
  const actions = (wallet: 'apple' | 'google') => [
    <Button key="replace" type="link" onClick={() => setEditing(wallet)}>
      {t('wallet.replace')}
    </Button>,
    <Popconfirm key="remove" title={t('wallet.removeConfirm')} onConfirm={() => remove.mutate(wallet)}>
      <Button type="link" danger loading={remove.isPending && remove.variables === wallet}>
        {t('common.remove')}
      </Button>
    </Popconfirm>
  ]

  return (
    <>
      <Typography.Title level={3}>{t('wallet.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('wallet.sub')}</Typography.Paragraph>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
        <Card title={t('wallet.apple')} actions={apple && editing !== 'apple' ? actions('apple') : undefined} data-testid="wallet-apple">
          {editing === 'apple' ? (
            <AppleWalletForm saving={saveApple.isPending} onSave={(v) => saveApple.mutate(v)} onCancel={() => setEditing(undefined)} />
          ) : apple ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('wallet.passTypeIdentifier')}>{apple.passTypeIdentifier}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.teamIdentifier')}>{apple.teamIdentifier}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.organizationName')}>{apple.organizationName}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.signerCert')}>
                <Certificate cert={apple.signerCert} />
              </Descriptions.Item>
              <Descriptions.Item label={t('wallet.signerKey')}>{secretSet}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.passphrase')}>{apple.passphraseSet ? secretSet : t('wallet.none')}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.wwdr')}>
                <Certificate cert={apple.wwdr} />
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <PageEmpty
              description={t('wallet.appleEmpty')}
              action={
                <Button type="primary" onClick={() => setEditing('apple')}>
                  {t('wallet.setUp')}
                </Button>
              }
            />
          )}
        </Card>
        <Card
          title={t('wallet.google')}
          actions={google && editing !== 'google' ? actions('google') : undefined}
          data-testid="wallet-google"
        >
          {editing === 'google' ? (
            <GoogleWalletForm saving={saveGoogle.isPending} onSave={(v) => saveGoogle.mutate(v)} onCancel={() => setEditing(undefined)} />
          ) : google ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('wallet.issuerId')}>{google.issuerId}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.serviceAccountEmail')}>{google.serviceAccountEmail}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.classSuffix')}>{google.classSuffix}</Descriptions.Item>
              <Descriptions.Item label={t('wallet.privateKey')}>{secretSet}</Descriptions.Item>
            </Descriptions>
          ) : (
            <PageEmpty
              description={t('wallet.googleEmpty')}
              action={
                <Button type="primary" onClick={() => setEditing('google')}>
                  {t('wallet.setUp')}
                </Button>
              }
            />
          )}
        </Card>
      </Space>
    </>
  )
}
