/**
 * The console's home: the dashboard for the roles that read it (issue #31: "a home that is the dashboard"),
 * otherwise a welcome with the pages the role can open.
 */
import { Button, Card, Space, Typography } from 'antd'
import { Link, Navigate } from 'react-router-dom'
import { useI18n } from '../i18n/i18n'
import { useMe } from '../session/use-me'
import { homeOf, pagesFor } from '../session/console-areas'
import { PageEmpty } from '../components/PageState'

export default function WelcomePage() {
  const { t } = useI18n()
  const { data } = useMe()
  if (!data) return null
  if (homeOf(data.role) !== '/') return <Navigate to={homeOf(data.role)} replace />
  const pages = pagesFor(data.role).filter((p) => p.area !== null)
  return (
    <Card>
      <Typography.Title level={3}>{t('welcome.title', { name: data.staff.name || data.staff.email })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {data.merchant.name} · {t(`role.${data.role}`)}
      </Typography.Paragraph>
      {pages.length === 0 ? (
        <PageEmpty description={t('welcome.noPages')} />
      ) : (
        <>
          <Typography.Paragraph>{t('welcome.sub')}</Typography.Paragraph>
          <Space wrap>
            {pages.map((p) => (
              <Link key={p.path} to={p.path}>
                <Button>{t(p.label)}</Button>
              </Link>
            ))}
          </Space>
        </>
      )}
    </Card>
  )
}
