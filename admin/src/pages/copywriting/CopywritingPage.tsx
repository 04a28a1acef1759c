/**
 * Copywriting (owner, operator; issue #32): the app's texts with the merchant's own wording per language
 * (TextsTab), and the app versions the merchant publishes for the update check (VersionsTab).
 */
import { Tabs, Typography } from 'antd'
import { useI18n } from '../../i18n/i18n'
import { TextsTab } from './TextsTab'
import { VersionsTab } from './VersionsTab'

export default function CopywritingPage() {
  const { t } = useI18n()
  return (
    <>
      <Typography.Title level={3}>{t('copywriting.title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'texts', label: t('copywriting.tab.texts'), children: <TextsTab /> },
          { key: 'versions', label: t('copywriting.tab.versions'), children: <VersionsTab /> }
        ]}
      />
    </>
  )
}
