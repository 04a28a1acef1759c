import { Button, Result } from 'antd'
import { Link } from 'react-router-dom'
import { useI18n } from '../i18n/i18n'

export function ForbiddenPage() {
  const { t } = useI18n()
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.sub')}
      data-testid="forbidden"
      extra={
        <Link to="/">
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
    />
  )
}
