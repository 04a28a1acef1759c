/** The three states every page shows besides its content: loading, failed (with retry) and empty (with an action). */
import type { ReactNode } from 'react'
import { Button, Empty, Result, Skeleton } from 'antd'
import { useI18n } from '../i18n/i18n'

export function PageLoading({ rows = 6 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} data-testid="page-loading" />
}

export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n()
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  )
}

export function PageEmpty({ description, action }: { description: string; action?: ReactNode }) {
  return <Empty description={description}>{action}</Empty>
}
