/**
 * Published versions, newest first, each with roll back (which publishes it again as a new version), of
 * any versioned document (the storefront, a page layout) through its `source`.
 */
import { App, Button, Drawer, List, Tag, Typography } from 'antd'
import { RollbackOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StorefrontVersion } from '../../../../types/api/storefront-admin'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../PageState'
import { useTimeText } from '../../time/use-merchant-time'

export interface VersionSource {
  /** The versions' query key. */
  key: readonly unknown[]
  list: () => Promise<StorefrontVersion[]>
  rollback: (version: number) => Promise<unknown>
  /** Other queries a publish or rollback changes (the draft, ...). */
  affects: ReadonlyArray<readonly unknown[]>
}

export function VersionsDrawer({
  open,
  onClose,
  onRolledBack,
  source
}: {
  open: boolean
  onClose: () => void
  onRolledBack: () => void
  source: VersionSource
}) {
  const when = useTimeText()
  const { t } = useI18n()
  const { modal, message } = App.useApp()
  const queryClient = useQueryClient()
  const versions = useQuery({ queryKey: source.key, queryFn: source.list, enabled: open })
  const rollback = useMutation({
    mutationFn: source.rollback,
    onSuccess: () => {
      void message.success(t('sf.rolledBack'))
      for (const queryKey of [source.key, ...source.affects]) void queryClient.invalidateQueries({ queryKey })
      onRolledBack()
    }
  })
  return (
    <Drawer open={open} onClose={onClose} title={t('sf.versions')} width={420}>
      {versions.isPending && <PageLoading />}
      {versions.isError && <PageError error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.data && versions.data.length === 0 && <PageEmpty description={t('sf.noVersions')} />}
      {versions.data && versions.data.length > 0 && (
        <List
          dataSource={versions.data}
          renderItem={(v) => (
            <List.Item
              actions={[
                <Button
                  key="rollback"
                  size="small"
                  disabled={v.current}
                  loading={rollback.isPending && rollback.variables === v.version}
                  onClick={() =>
                    modal.confirm({
                      title: t('sf.rollbackConfirm', { version: v.version }),
                      onOk: () => rollback.mutateAsync(v.version)
                    })
                  }
                >
                  {t('sf.rollback')}
                </Button>
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    v{v.version} {v.current && <Tag color="green">{t('sf.current')}</Tag>}
                    {v.rolledBackFrom !== undefined && <Tag icon={<RollbackOutlined />}>v{v.rolledBackFrom}</Tag>}
                  </>
                }
                description={
                  <Typography.Text type="secondary">
                    {when(v.publishedAt)} · {v.publishedBy?.email ?? ''}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  )
}
