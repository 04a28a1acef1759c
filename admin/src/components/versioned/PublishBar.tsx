/**
 * The bar over a versioned document's editor (the storefront, a page layout): its title, versions (the
 * drawer with rollback), save draft, publish after a confirm (only once what is shown is saved), and the
 * unsaved / refused notices under it.
 */
import { useState, type ReactNode } from 'react'
import { Alert, App, Button, Space } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StorefrontVersion } from '../../../../types/api/storefront-admin'
import { useI18n } from '../../i18n/i18n'
import { VersionsDrawer, type VersionSource } from './VersionsDrawer'

interface Props {
  title: ReactNode
  /** Its versions; a publish refreshes them and the queries they affect. */
  source: VersionSource
  publish: () => Promise<StorefrontVersion>
  publishConfirm: string
  onSave: () => void
  saving: boolean
  /** Edits not saved yet: publishing would not publish them, so it waits. */
  dirty: boolean
  /** The gateway's refusal of the last save. */
  refused?: string
  onRolledBack: () => void
}

export function PublishBar({ title, source, publish, publishConfirm, onSave, saving, dirty, refused, onRolledBack }: Props) {
  const { t } = useI18n()
  const { message, modal } = App.useApp()
  const queryClient = useQueryClient()
  const [versionsOpen, setVersionsOpen] = useState(false)
  const published = useMutation({
    mutationFn: publish,
    onSuccess: (v) => {
      void message.success(t('sf.published', { version: v.version }))
      for (const queryKey of [source.key, ...source.affects]) void queryClient.invalidateQueries({ queryKey })
    }
  })
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        {title}
        <Space wrap>
          <Button onClick={() => setVersionsOpen(true)} data-testid="versions">
            {t('sf.versions')}
          </Button>
          <Button onClick={onSave} loading={saving} data-testid="save-draft">
            {t('sf.saveDraft')}
          </Button>
          <Button
            type="primary"
            disabled={dirty}
            loading={published.isPending}
            data-testid="publish"
            onClick={() => modal.confirm({ title: t('sf.publish'), content: publishConfirm, onOk: () => published.mutateAsync() })}
          >
            {t('sf.publish')}
          </Button>
        </Space>
      </Space>
      {dirty && <Alert type="info" showIcon message={t('sf.unsaved')} style={{ marginBottom: 12 }} />}
      {refused && <Alert type="error" showIcon message={refused} style={{ marginBottom: 12 }} data-testid="draft-refused" />}
      <VersionsDrawer open={versionsOpen} onClose={() => setVersionsOpen(false)} onRolledBack={onRolledBack} source={source} />
    </>
  )
}
