/**
 * The live phone preview: the real H5 storefront at 375 x 812 in an iframe, opened with a preview token
 * so it renders the saved draft (never visible to buyers); reloaded when `reloadKey` changes. `path`
 * opens another page of the shop than its home (a topic page: /topic-activity/<id>).
 */
import { Button, Card, Skeleton } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { storefrontPreview } from '../../api/admin-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError } from '../PageState'
import { previewSrc } from './preview-src'

const WIDTH = 375
const HEIGHT = 812

export function PhonePreview({ reloadKey, onReload, path }: { reloadKey: number; onReload: () => void; path?: string }) {
  const { t } = useI18n()
  // The token lives 30 minutes: fetch a new one well before it runs out.
  const token = useQuery({ queryKey: ['preview-token'], queryFn: storefrontPreview, staleTime: 20 * 60_000, refetchInterval: 20 * 60_000 })
  const src = token.data ? previewSrc(token.data.previewPath, path, reloadKey) : undefined
  return (
    <Card
      size="small"
      title={t('sf.preview')}
      extra={
        <Button size="small" onClick={onReload}>
          {t('sf.previewReload')}
        </Button>
      }
      styles={{ body: { padding: 8 } }}
    >
      <div
        style={{
          width: WIDTH,
          height: HEIGHT,
          border: '8px solid #222',
          borderRadius: 36,
          overflow: 'hidden',
          background: '#fff',
          boxSizing: 'content-box'
        }}
      >
        {token.isPending && <Skeleton active style={{ padding: 16 }} />}
        {token.isError && <PageError error={token.error} onRetry={() => void token.refetch()} />}
        {src && (
          <iframe
            key={src}
            src={src}
            title={t('sf.preview')}
            width={WIDTH}
            height={HEIGHT}
            style={{ border: 0, display: 'block' }}
            data-testid="preview-frame"
          />
        )}
      </div>
    </Card>
  )
}
