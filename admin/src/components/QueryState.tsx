/**
 * What a page shows while its query has no data: loading, the forbidden page when the gateway refuses the
 * staff member's role, or the failure with a retry. Pages render it until `query.isSuccess`.
 */
import type { UseQueryResult } from '@tanstack/react-query'
import { AdminError } from '../api/admin-error'
import { ForbiddenPage } from './ForbiddenPage'
import { PageError, PageLoading } from './PageState'

export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending) return <PageLoading />
  if (query.error instanceof AdminError && query.error.forbidden) return <ForbiddenPage />
  return <PageError error={query.error} onRetry={() => void query.refetch()} />
}
