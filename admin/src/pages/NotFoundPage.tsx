import { Button, Result } from 'antd'
import { Link } from 'react-router-dom'
import { useI18n } from '../i18n/i18n'

export default function NotFoundPage() {
  const { t } = useI18n()
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.sub')}
      extra={
        <Link to="/">
          <Button type="primary">{t('forbidden.home')}</Button>
        </Link>
      }
    />
  )
}
