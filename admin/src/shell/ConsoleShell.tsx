/** The signed-in frame: side menu by role in its groups, header with language and sign out, the page in the middle. */
import { useState } from 'react'
import { Button, Grid, Layout, Menu, Space, Typography } from 'antd'
import { MenuOutlined } from '@ant-design/icons'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '../i18n/i18n'
import { useMe, ME_KEY } from '../session/use-me'
import ChangePasswordPage from './ChangePasswordPage'
import { menuFor, pagesFor } from '../session/console-areas'
import { PageError, PageLoading } from '../components/PageState'
import { logOut } from '../api/admin-calls'
import { forgetCsrfToken } from '../api/admin-client'
import { LanguageSwitch } from './LanguageSwitch'

export default function ConsoleShell() {
  const { t } = useI18n()
  const meQuery = useMe()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const screens = Grid.useBreakpoint()
  const [collapsed, setCollapsed] = useState(false)
  const signOut = useMutation({
    mutationFn: logOut,
    onSettled: () => {
      forgetCsrfToken()
      queryClient.setQueryData(ME_KEY, null)
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] })
      navigate('/login', { replace: true })
    }
  })

  if (meQuery.isPending) return <PageLoading rows={10} />
  if (meQuery.isError) return <PageError error={meQuery.error} onRetry={() => void meQuery.refetch()} />
  if (!meQuery.data) {
    const next = location.pathname === '/' ? '' : `?next=${encodeURIComponent(location.pathname)}`
    return <Navigate to={`/login${next}`} replace />
  }
  const me = meQuery.data
  const pages = pagesFor(me.role)
  const selected = pages.find((p) => p.path !== '/' && location.pathname.startsWith(p.path))?.path ?? '/'
  const narrow = !screens.md

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="md"
        collapsedWidth={narrow ? 0 : 80}
        collapsible
        // On a phone the menu opens from the header's button, so nothing floats over the page.
        trigger={narrow ? null : undefined}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        theme="light"
        style={
          narrow
            ? { position: 'fixed', zIndex: 20, height: '100vh', boxShadow: collapsed ? undefined : '0 0 16px rgba(0,0,0,.15)' }
            : undefined
        }
      >
        <Typography.Title level={5} style={{ padding: '16px 16px 8px', margin: 0 }} ellipsis>
          {me.merchant.name}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          // Groups, not sub-menus: every page stays one click away, the group titles say where it belongs.
          items={menuFor(me.role).map(({ group, pages: inGroup }) => ({
            type: 'group' as const,
            key: `group-${group}`,
            label: t(`menu.group.${group}`),
            children: inGroup.map((p) => ({ key: p.path, label: t(p.label) }))
          }))}
          onClick={({ key }) => {
            navigate(key)
            if (narrow) setCollapsed(true)
          }}
          data-testid="side-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: 'transparent',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: narrow ? '8px' : '0 16px',
            height: 'auto',
            minHeight: 56,
            lineHeight: 'normal'
          }}
        >
          {narrow ? (
            <Button
              icon={<MenuOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              aria-label={t('shell.menu')}
              data-testid="menu-toggle"
            />
          ) : (
            <span />
          )}
          <Space wrap>
            {!narrow && (
              <Typography.Text type="secondary">
                {me.staff.email} · {t(`role.${me.role}`)}
              </Typography.Text>
            )}
            <LanguageSwitch />
            <Button onClick={() => signOut.mutate()} loading={signOut.isPending} data-testid="logout">
              {t('shell.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: narrow ? 8 : 24 }}>{me.mustChangePassword ? <ChangePasswordPage /> : <Outlet />}</Layout.Content>
      </Layout>
    </Layout>
  )
}
