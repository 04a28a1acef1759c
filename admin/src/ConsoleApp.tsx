/** Providers: language, antd theme (the merchant's brand colour) and locale, server state, router. */
import { lazy, Suspense, useEffect, useState } from 'react'
import { App as AntApp, ConfigProvider } from 'antd'
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { I18nProvider, useI18n } from './i18n/i18n'
import { ANTD_LOCALES } from './i18n/antd-locale'
import { noticeError, setErrorNotice } from './components/error-notice'
import { PageLoading } from './components/PageState'
import { ME_KEY, useMe } from './session/use-me'
import { AdminError } from './api/admin-error'
import { brandColour } from './api/brand-colour'
import { LoginPage } from './pages/LoginPage'
import { RequireArea } from './shell/RequireArea'
import { prefersReducedMotion } from './shell/reduced-motion'

const ConsoleShell = lazy(() => import('./shell/ConsoleShell'))
const WelcomePage = lazy(() => import('./pages/WelcomePage'))
const StorefrontPage = lazy(() => import('./pages/storefront/StorefrontPage'))
const LayoutsPage = lazy(() => import('./pages/layouts/LayoutsPage'))
const LayoutEditorPage = lazy(() => import('./pages/layouts/LayoutEditorPage'))
const DoorPage = lazy(() => import('./pages/door/DoorPage'))
const StaffPage = lazy(() => import('./pages/StaffPage'))
const AuditPage = lazy(() => import('./pages/AuditPage'))
const OrdersPage = lazy(() => import('./pages/sales/OrdersPage'))
const AttentionPage = lazy(() => import('./pages/sales/AttentionPage'))
const RefundsPage = lazy(() => import('./pages/sales/RefundsPage'))
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'))
const InvoicesPage = lazy(() => import('./pages/invoices/InvoicesPage'))
const WalletSettingsPage = lazy(() => import('./pages/wallet/WalletSettingsPage'))
// Login channels (bsauth, Douyin) and the chat's goods ids (issue #32).
const LoginChannelsPage = lazy(() => import('./pages/login-channels/LoginChannelsPage'))
const ChatGoodsPage = lazy(() => import('./pages/chat-goods/ChatGoodsPage'))
const InvitationsPage = lazy(() => import('./pages/invitations/InvitationsPage'))
// Coupons.
const CouponsPage = lazy(() => import('./pages/coupons/CouponsPage'))
const MembershipPage = lazy(() => import('./pages/membership/MembershipPage'))
// Announcements.
const AnnouncementsPage = lazy(() => import('./pages/announcements/AnnouncementsPage'))
// Copywriting and app versions.
const CopywritingPage = lazy(() => import('./pages/copywriting/CopywritingPage'))
// Benefit cards.
const BenefitCardsPage = lazy(() => import('./pages/cards/BenefitCardsPage'))
// Promotions.
const PromotionsPage = lazy(() => import('./pages/promotions/PromotionsPage'))
// Votes.
const VotesPage = lazy(() => import('./pages/votes/VotesPage'))
// Subscription messages.
const SubscriptionMessagesPage = lazy(() => import('./pages/subscription-messages/SubscriptionMessagesPage'))
// On-site (venue box-office) sale per show.
const OnSitePage = lazy(() => import('./pages/onsite/OnSitePage'))
// Promotion codes (推广码) and other apps' pages.
const PromotionCodesPage = lazy(() => import('./pages/promotion-codes/PromotionCodesPage'))
// Default policies, and a show's white tags, own policies and seat pages.
const ShowPoliciesPage = lazy(() => import('./pages/show-policies/ShowPoliciesPage'))
// Open shows.
const OpenShowsPage = lazy(() => import('./pages/open-shows/OpenShowsPage'))
// Work permits: the review queue.
const WorkPermitsPage = lazy(() => import('./pages/work-permits/WorkPermitsPage'))
// Reservations.
const ReservationsPage = lazy(() => import('./pages/reservations/ReservationsPage'))
// Parking: car parks and fee rules, the gate simulator, stays, plates, payments and refunds.
const ParkingPage = lazy(() => import('./pages/parking/ParkingPage'))
// The designer pulls in konva: its own chunk, loaded only when a hall is opened.
const SeatMapsPage = lazy(() => import('./pages/seats/SeatMapsPage'))
const SeatDesignerPage = lazy(() => import('./pages/seats/SeatDesignerPage'))
const VenuesPage = lazy(() => import('./pages/catalogue/VenuesPage'))
const ShowsPage = lazy(() => import('./pages/catalogue/ShowsPage'))
const ShowEditorPage = lazy(() => import('./pages/catalogue/ShowEditorPage'))
const GoodsPage = lazy(() => import('./pages/goods/GoodsPage'))
const GoodsEditorPage = lazy(() => import('./pages/goods/GoodsEditorPage'))
const GoodsOrdersPage = lazy(() => import('./pages/goods-orders/GoodsOrdersPage'))
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'))

const DEFAULT_PRIMARY = '#1677ff'

function ErrorNoticeBridge() {
  const { message } = AntApp.useApp()
  useEffect(() => setErrorNotice((text) => void message.error(text)), [message])
  return null
}

function ThemedRoutes() {
  const { locale } = useI18n()
  const meQuery = useMe()
  const merchantId = meQuery.data?.merchant.id
  const colour = useQuery({
    queryKey: ['brand-colour', merchantId],
    queryFn: () => brandColour(merchantId as string),
    enabled: Boolean(merchantId),
    staleTime: 5 * 60_000
  })
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={{ token: { colorPrimary: colour.data ?? DEFAULT_PRIMARY, motion: !prefersReducedMotion() } }}
    >
      <AntApp>
        <ErrorNoticeBridge />
        <BrowserRouter basename="/admin">
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<ConsoleShell />}>
                <Route index element={<WelcomePage />} />
                <Route
                  path="storefront"
                  element={
                    <RequireArea area="storefront">
                      <StorefrontPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="layouts"
                  element={
                    <RequireArea area="layouts">
                      <LayoutsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="layouts/:id"
                  element={
                    <RequireArea area="layouts">
                      <LayoutEditorPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="door"
                  element={
                    <RequireArea area="door">
                      <DoorPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="seats"
                  element={
                    <RequireArea area="layouts">
                      <SeatMapsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="seats/:venueId/:hall"
                  element={
                    <RequireArea area="layouts">
                      <SeatDesignerPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="staff"
                  element={
                    <RequireArea area="staff">
                      <StaffPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="audit"
                  element={
                    <RequireArea area="audit">
                      <AuditPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="orders"
                  element={
                    <RequireArea area="orders">
                      <OrdersPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="goods-orders"
                  element={
                    <RequireArea area="goodsOrders">
                      <GoodsOrdersPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="attention"
                  element={
                    <RequireArea area="payments">
                      <AttentionPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="refunds"
                  element={
                    <RequireArea area="refunds">
                      <RefundsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="dashboard"
                  element={
                    <RequireArea area="reports">
                      <DashboardPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="invoices"
                  element={
                    <RequireArea area="invoices">
                      <InvoicesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="invitations"
                  element={
                    <RequireArea area="catalogue">
                      <InvitationsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="show-policies"
                  element={
                    <RequireArea area="catalogue">
                      <ShowPoliciesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="login-channels"
                  element={
                    <RequireArea area="wallet">
                      <LoginChannelsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="chat-goods"
                  element={
                    <RequireArea area="catalogue">
                      <ChatGoodsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="votes"
                  element={
                    <RequireArea area="catalogue">
                      <VotesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="subscription-messages"
                  element={
                    <RequireArea area="catalogue">
                      <SubscriptionMessagesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="onsite"
                  element={
                    <RequireArea area="catalogue">
                      <OnSitePage />
                    </RequireArea>
                  }
                />
                <Route
                  path="promotion-codes"
                  element={
                    <RequireArea area="storefront">
                      <PromotionCodesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="open-shows"
                  element={
                    <RequireArea area="catalogue">
                      <OpenShowsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="work-permits"
                  element={
                    <RequireArea area="catalogue">
                      <WorkPermitsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="reservations"
                  element={
                    <RequireArea area="catalogue">
                      <ReservationsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="parking"
                  element={
                    <RequireArea area="catalogue">
                      <ParkingPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="coupons"
                  element={
                    <RequireArea area="catalogue">
                      <CouponsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="wallet"
                  element={
                    <RequireArea area="wallet">
                      <WalletSettingsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="membership"
                  element={
                    <RequireArea area="membership">
                      <MembershipPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="announcements"
                  element={
                    <RequireArea area="storefront">
                      <AnnouncementsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="copywriting"
                  element={
                    <RequireArea area="storefront">
                      <CopywritingPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="cards"
                  element={
                    <RequireArea area="catalogue">
                      <BenefitCardsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="promotions"
                  element={
                    <RequireArea area="catalogue">
                      <PromotionsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="catalogue/venues"
                  element={
                    <RequireArea area="catalogue">
                      <VenuesPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="catalogue/shows"
                  element={
                    <RequireArea area="catalogue">
                      <ShowsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="catalogue/shows/:id"
                  element={
                    <RequireArea area="catalogue">
                      <ShowEditorPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="goods"
                  element={
                    <RequireArea area="catalogue">
                      <GoodsPage />
                    </RequireArea>
                  }
                />
                <Route
                  path="goods/:id"
                  element={
                    <RequireArea area="catalogue">
                      <GoodsEditorPage />
                    </RequireArea>
                  }
                />
                <Route path="index.html" element={<Navigate to="/" replace />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  )
}

export function ConsoleApp() {
  const [client] = useState(() => {
    // A session that ended (expired cookie, signed out elsewhere) sends the shell back to the login page.
    const onSessionEnd = (error: unknown) => {
      if (error instanceof AdminError && error.notLoggedIn) queryClient.setQueryData(ME_KEY, null)
    }
    const queryClient: QueryClient = new QueryClient({
      queryCache: new QueryCache({ onError: onSessionEnd }),
      // A mutation that shows its own error (meta.ownErrors) is not also reported as a message.
      mutationCache: new MutationCache({
        onError: (error, _v, _c, mutation) => {
          onSessionEnd(error)
          if (!mutation.meta?.ownErrors) noticeError(error)
        }
      }),
      defaultOptions: {
        queries: {
          retry: (count, error) => !(error instanceof AdminError && error.statusCode !== -1) && count < 1,
          refetchOnWindowFocus: false
        }
      }
    })
    return queryClient
  })
  return (
    <I18nProvider>
      <QueryClientProvider client={client}>
        <ThemedRoutes />
      </QueryClientProvider>
    </I18nProvider>
  )
}
