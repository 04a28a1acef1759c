/**
 * The one source of every route: its mini-program page, its H5 web paths, its package, whether it is a
 * tab, whether it needs login, its aliases. app.config.ts, the H5 router config (config/index.ts), the
 * router and the tab bar all read this table, so a page is declared exactly once.
 *
 * A route without `file` is known to the product (spec section 2) but its page has not been built yet:
 * the router answers it with the under-development toast instead of navigating to a missing page.
 *
 * This module is loaded by the build (app.config.ts, config/index.ts) as well as by the app and the gateway
 * (payment return paths), so it lives in types/ and must not import anything that touches Taro or the DOM.
 */

export type PackageName = 'main' | 'show' | 'order' | 'user' | 'shop' | 'ticket' | 'topic' | 'venue'

export interface RouteDef {
  /** Route name as the spec writes it (show_detail, order_list, pick-seat ...). */
  name: string
  package: PackageName
  /** Page file inside its package, without extension, e.g. 'show-detail/show-detail'. */
  file?: string
  /** H5 web paths; the first is canonical, later ones are accepted as deep links. */
  web?: string[]
  tab?: boolean
  login?: boolean
  /** Cannot be opened a second time while it is open. */
  unique?: boolean
  /** Other names that open this route. */
  aliases?: string[]
  /** Locale key of the navigation bar title. */
  title: string
  /** Packages to preload when this page opens (spec: "Pages preload related packages"). */
  preload?: PackageName[]
}

export const ROUTES: readonly RouteDef[] = [
  // Tab pages, main package, exactly the spec's paths and order (tab 0 is the entry page).
  {
    name: 'list',
    package: 'main',
    file: 'list/list',
    web: ['/'],
    tab: true,
    title: 'tabbar.home',
    aliases: ['home', 'index'],
    preload: ['show']
  },
  { name: 'all', package: 'main', file: 'all/all', web: ['/list'], tab: true, title: 'tabbar.all' },
  { name: 'shop', package: 'main', file: 'shop/shop', web: ['/shop'], tab: true, title: 'tabbar.shop', preload: ['shop'] },
  {
    name: 'ticket_holder',
    package: 'main',
    file: 'ticket-holder/ticket-holder',
    web: ['/ticket'],
    tab: true,
    title: 'tabbar.ticket_holder',
    aliases: ['ticket-holder'],
    preload: ['ticket']
  },
  { name: 'mine', package: 'main', file: 'mine/mine', web: ['/mine'], tab: true, title: 'tabbar.mine', preload: ['user', 'order'] },

  // Show area.
  {
    name: 'show_detail',
    package: 'show',
    file: 'show-detail/show-detail',
    web: ['/content/:showId'],
    title: 'show_detail.title',
    aliases: ['show-detail'],
    preload: ['order', 'user']
  },
  {
    name: 'group_show_detail',
    package: 'show',
    file: 'group-show-detail/group-show-detail',
    web: ['/group-show/:showId'],
    title: 'show_detail.group_title',
    aliases: ['group-show-detail']
  },
  { name: 'search', package: 'show', file: 'search/search', web: ['/search', '/search/:placeholder'], title: 'search.title' },
  { name: 'tour_detail', package: 'show', file: 'tour-detail/tour-detail', web: ['/tour-detail/:tourId'], title: 'show_detail.tour_title' },
  // On-site (venue box-office) purchase: today's sessions of a show, bought at the venue (login to pay).
  {
    name: 'site_purchase',
    package: 'show',
    file: 'site-purchase/site-purchase',
    web: ['/purchase/:showId'],
    title: 'onsite.purchase',
    aliases: ['site-purchase']
  },
  { name: 'booking', package: 'show', file: 'booking/booking', web: ['/booking/:showId'], title: 'show_detail.booking_title' },
  {
    name: 'confirm_order',
    package: 'order',
    file: 'confirm-order/confirm-order',
    web: ['/order/confirm'],
    login: true,
    title: 'confirm_order.title',
    unique: true,
    // product.md "Orders" also names this page confirm-order.
    aliases: ['confirm-order']
  },
  {
    name: 'preload-ticket',
    package: 'show',
    file: 'preload-ticket/preload-ticket',
    web: ['/preload-ticket/:showId'],
    login: true,
    title: 'preload_ticket.title',
    aliases: ['preload_ticket']
  },
  { name: 'pick-seat', package: 'show', file: 'pick-seat/pick-seat', web: ['/pick-seat/:showId'], title: 'pick_seat.title' },
  { name: 'venue-list', package: 'show', file: 'venue-list/venue-list', title: 'show_detail.venue_list_title' },
  { name: 'venue', package: 'show', file: 'venue/venue', title: 'show_detail.venue_title' },
  {
    name: 'privilege',
    package: 'show',
    file: 'privilege/privilege',
    web: ['/privilege'],
    login: true,
    title: 'show_detail.privilege_title',
    aliases: ['privilege_code']
  },

  // Orders.
  {
    name: 'order_list',
    package: 'order',
    file: 'order-list/order-list',
    web: ['/order'],
    login: true,
    title: 'order.list_title',
    aliases: ['order-list']
  },
  {
    name: 'order_detail',
    package: 'order',
    file: 'order-detail/order-detail',
    web: ['/order/detail/:orderId'],
    login: true,
    title: 'order.detail_title',
    aliases: ['order-detail']
  },
  {
    name: 'pay_success',
    package: 'order',
    file: 'pay-success/pay-success',
    web: ['/pay-success'],
    title: 'pay_success.title',
    aliases: ['pay-success']
  },
  // The rest of the order pages: texts in src/locales/sections/order-pages/.
  {
    name: 'pay-success-new',
    package: 'order',
    file: 'pay-success-new/pay-success-new',
    web: ['/pay-success-new'],
    title: 'pay_success.title'
  },
  {
    name: 'pay-loading',
    package: 'order',
    file: 'pay-loading/pay-loading',
    web: ['/pay-loading'],
    login: true,
    title: 'order_pages.pay_loading_title'
  },
  { name: 'express', package: 'order', file: 'express/express', web: ['/express'], login: true, title: 'order_pages.express_title' },
  {
    name: 'share-pay-success',
    package: 'order',
    file: 'share-pay-success/share-pay-success',
    web: ['/share-pay-success'],
    login: true,
    title: 'order_pages.share_title'
  },
  { name: 'about-order', package: 'order', file: 'about-order/about-order', web: ['/about-order'], title: 'order_pages.about_title' },
  {
    name: 'wait-list-instruction',
    package: 'order',
    file: 'wait-list-instruction/wait-list-instruction',
    web: ['/wait-list-instruction'],
    title: 'order_pages.wait_list_title'
  },
  // Refund rules: of one order (with what a refund would return now) and of a show before buying.
  {
    name: 'refund-rule-order',
    package: 'order',
    file: 'refund-rule-order/refund-rule-order',
    web: ['/refund-rule-order'],
    login: true,
    title: 'refund.rule_order_title'
  },
  // Invoices.
  { name: 'invoice', package: 'order', file: 'invoice/invoice', web: ['/invoice'], login: true, title: 'invoice.title' },
  {
    name: 'invoice-detail',
    package: 'order',
    file: 'invoice-detail/invoice-detail',
    web: ['/invoice-detail'],
    login: true,
    title: 'invoice.detail_title'
  },
  // Refund requests: the whole order or the chosen tickets, and choosing them when the rule refunds per ticket.
  {
    name: 'refund-orders',
    package: 'order',
    file: 'refund-orders/refund-orders',
    web: ['/refund-orders'],
    login: true,
    title: 'refund.apply_title'
  },
  {
    name: 'refund-order-tickets',
    package: 'order',
    file: 'refund-order-tickets/refund-order-tickets',
    web: ['/refund-order-tickets'],
    login: true,
    title: 'refund.tickets_title'
  },
  // Rebooking: move paid tickets to another session of the show.
  {
    name: 'rebook-ticket',
    package: 'order',
    file: 'rebook-ticket/rebook-ticket',
    web: ['/rebook-ticket'],
    login: true,
    title: 'rebook.title'
  },
  {
    name: 'refund-rule-privilege',
    package: 'show',
    file: 'refund-rule-privilege/refund-rule-privilege',
    web: ['/refund-rule-privilege'],
    title: 'refund.rule_title'
  },

  // Tickets.
  {
    name: 'ticket-detail-new',
    package: 'ticket',
    file: 'ticket-detail/ticket-detail',
    web: ['/ticket-detail'],
    login: true,
    title: 'ticket_holder.detail_title',
    aliases: ['ticket-detail']
  },
  { name: 'hot-ticket', package: 'ticket', file: 'hot-ticket/hot-ticket', web: ['/hot'], login: true, title: 'ticket_holder.hot_title' },
  // Ticket send and accept (product.md "Ticket send and accept (login)").
  {
    name: 'send-mine-ticket',
    package: 'ticket',
    file: 'send-mine-ticket/send-mine-ticket',
    web: ['/send-mine-ticket'],
    login: true,
    title: 'transfer_ticket.title'
  },
  {
    name: 'accept-mine-ticket',
    package: 'ticket',
    file: 'accept-mine-ticket/accept-mine-ticket',
    web: ['/accept-mine-ticket'],
    login: true,
    title: 'transfer_ticket.accept_title'
  },
  {
    name: 'send-rule',
    package: 'ticket',
    file: 'send-rule/send-rule',
    web: ['/send-rule'],
    login: true,
    title: 'transfer_ticket.rule_title'
  },
  {
    name: 'custom-button-list',
    package: 'ticket',
    file: 'custom-button-list/custom-button-list',
    web: ['/custom-button-list'],
    login: true,
    title: 'transfer_ticket.records_title'
  },
  {
    name: 'ticket-bind-audience',
    package: 'ticket',
    file: 'ticket-bind-audience/ticket-bind-audience',
    web: ['/ticket-bind-audience'],
    login: true,
    title: 'audience.title'
  },
  // The rest of the ticket pages; their titles reuse keys, as every title is in each first page.
  {
    name: 'history-ticket',
    package: 'ticket',
    file: 'history-ticket/history-ticket',
    web: ['/history-ticket'],
    login: true,
    title: 'ticket_holder.history'
  },
  // The buyer's on-site tickets, newest first, and one of them with its rotating entry code for the gate.
  { name: 'site-list', package: 'ticket', file: 'site-list/site-list', web: ['/site-list'], login: true, title: 'onsite.list' },
  { name: 'site-ticket', package: 'ticket', file: 'site-ticket/site-ticket', web: ['/site-ticket'], login: true, title: 'onsite.ticket' },
  {
    name: 'ticket-code',
    package: 'ticket',
    file: 'ticket-code/ticket-code',
    web: ['/ticket-code'],
    login: true,
    title: 'ticket_holder.hot_title'
  },
  {
    name: 'ticket-error',
    package: 'ticket',
    file: 'ticket-error/ticket-error',
    web: ['/ticket-error'],
    login: true,
    title: 'ticket_holder.detail_title'
  },
  {
    name: 'share-ticket',
    package: 'ticket',
    file: 'share-ticket/share-ticket',
    web: ['/share-ticket'],
    login: true,
    title: 'show_detail.title'
  },
  // What a shared show link opens (product.md "share-show-detail"): the show's card with the sharer's ?note=,
  // then the show page; in the show subpackage beside the page it opens.
  {
    name: 'share-show-detail',
    package: 'show',
    file: 'share-show-detail/share-show-detail',
    web: ['/share-show/:showId'],
    title: 'content_pages.share_show'
  },
  // Binding tickets: titles reuse main keys (each title is in every H5 first page).
  {
    name: 'bind-invitation-ticket',
    package: 'ticket',
    file: 'bind-invitation-ticket/bind-invitation-ticket',
    web: ['/bind-invitation-ticket'],
    login: true,
    title: 'tabbar.ticket_holder'
  },
  {
    name: 'bindTicket',
    package: 'ticket',
    file: 'bind-ticket/bind-ticket',
    web: ['/bindTicket'],
    login: true,
    title: 'tabbar.ticket_holder',
    aliases: ['bind-ticket']
  },
  { name: 'real-name', package: 'ticket', file: 'real-name/real-name', web: ['/real-name'], login: true, title: 'audience.title' },
  {
    name: 'real-name-single',
    package: 'ticket',
    file: 'real-name-single/real-name-single',
    web: ['/real-name-single'],
    login: true,
    title: 'audience.title'
  },
  {
    name: 'real-idCard',
    package: 'ticket',
    file: 'real-idCard/real-idCard',
    web: ['/real-idCard'],
    login: true,
    title: 'audience.edit_title'
  },

  // User area.
  // login-code and captcha are steps of this page (the captcha and the SMS code are fields of the one form).
  {
    name: 'login',
    package: 'user',
    file: 'login/login',
    web: ['/login'],
    title: 'login.title',
    unique: true,
    aliases: ['login-code', 'captcha']
  },
  {
    name: 'login_way',
    package: 'user',
    file: 'login-way/login-way',
    web: ['/login-way'],
    title: 'login.title',
    aliases: ['login-way'],
    unique: true
  },
  {
    name: 'login_email',
    package: 'user',
    file: 'login-email/login-email',
    web: ['/login-email'],
    title: 'login.email_title',
    aliases: ['login-email'],
    unique: true
  },
  {
    name: 'create-account',
    package: 'user',
    file: 'create-account/create-account',
    web: ['/create-account'],
    title: 'account.create_account'
  },
  {
    name: 'check-email',
    package: 'user',
    file: 'check-email/check-email',
    web: ['/check-email', '/activate-email'],
    title: 'account.check_email_title',
    aliases: ['activate-email']
  },
  {
    name: 'forgot-password',
    package: 'user',
    file: 'forgot-password/forgot-password',
    web: ['/forgot-password'],
    title: 'account.forgot_password'
  },
  { name: 'set-password', package: 'user', file: 'set-password/set-password', web: ['/set-password'], title: 'account.set_password_title' },
  {
    name: 'change-password',
    package: 'user',
    file: 'change-password/change-password',
    web: ['/change-password'],
    login: true,
    title: 'account.change_password_title'
  },
  { name: 'channel-login', package: 'user', file: 'channel-login/channel-login', web: ['/channel-login'], title: 'login.title' },
  { name: 'wxauth', package: 'user', file: 'wxauth/wxauth', web: ['/wxauth'], title: 'wxauth.title' },
  // The login family's last two (issue #32): the business system's signed ticket, and Douyin's web OAuth (H5).
  { name: 'bsauth', package: 'user', file: 'bsauth/bsauth', web: ['/bsauth'], title: 'login_extra.bsauth' },
  { name: 'douyin_auth', package: 'user', file: 'douyin-auth/douyin-auth', web: ['/douyin_auth'], title: 'login_extra.douyin_auth' },
  { name: 'setting', package: 'user', file: 'setting/setting', web: ['/setting'], title: 'mine.setting' },
  { name: 'language', package: 'user', file: 'language/language', web: ['/language'], title: 'mine.language' },
  { name: 'agreement', package: 'user', file: 'agreement/agreement', web: ['/agreement'], title: 'agreement.user_title' },
  { name: 'switch-skin', package: 'user', file: 'switch-skin/switch-skin', web: ['/switch-skin'], title: 'mine.theme' },
  { name: 'user_profile', package: 'user', file: 'user-profile/user-profile', web: ['/member'], login: true, title: 'mine.profile' },
  // Favourites, annual review and site code (issue "Content and contact"), opened from Mine.
  {
    name: 'favorite-show',
    package: 'user',
    file: 'favorite-show/favorite-show',
    web: ['/favorite-show'],
    login: true,
    title: 'mine_pages.favourites'
  },
  {
    name: 'annual-review',
    package: 'user',
    file: 'annual-review/annual-review',
    web: ['/annual-review', '/annual-review/:year'],
    login: true,
    title: 'mine_pages.annual_review'
  },
  // A scanned promotion code (types/rules/scan-code.ts): the H5 short link /s/<code>, the mini-program code's page
  // (its scene is the short code; Alipay's qrCode the link): looked up, its channel stored, its target opened.
  { name: 'scan-code', package: 'user', file: 'scan-code/scan-code', web: ['/s/:code', '/s'], title: 'mine_pages.scan_code' },
  {
    name: 'site-code',
    package: 'user',
    file: 'site-code/site-code',
    web: ['/site-code/:code', '/site-code'],
    title: 'mine_pages.site_code'
  },
  {
    name: 'nickname-edit',
    package: 'user',
    file: 'nickname-edit/nickname-edit',
    web: ['/nickname-edit'],
    login: true,
    title: 'account.nickname'
  },
  {
    name: 'certificates',
    package: 'user',
    file: 'certificates/certificates',
    web: ['/certificates'],
    login: true,
    title: 'account.certificates_title'
  },
  {
    name: 'certificates-detail',
    package: 'user',
    file: 'real-name/real-name',
    web: ['/certificates/real-name'],
    login: true,
    title: 'account.certificates_title'
  },
  {
    name: 'student-verify',
    package: 'user',
    file: 'student-verify/student-verify',
    web: ['/student-verify'],
    login: true,
    title: 'account.student_title'
  },
  {
    name: 'account-safe',
    package: 'user',
    file: 'account-safe/account-safe',
    web: ['/account-safe'],
    login: true,
    title: 'account.safe_title'
  },
  { name: 'audience_list', package: 'user', file: 'audience-list/audience-list', web: ['/viewer'], login: true, title: 'audience.title' },
  {
    name: 'audience-modification',
    package: 'user',
    file: 'audience-edit/audience-edit',
    web: ['/viewer/edit'],
    login: true,
    title: 'audience.edit_title'
  },
  {
    name: 'exchange_coupon',
    package: 'user',
    file: 'coupon-exchange/coupon-exchange',
    web: ['/coupon/exchange'],
    title: 'mine.exchange_coupon'
  },
  // Coupons: my coupons, a show's coupons to receive, the shows of a coupon (texts in sections/coupon).
  {
    name: 'coupons',
    package: 'user',
    file: 'coupons/coupons',
    web: ['/coupons'],
    login: true,
    title: 'coupon.mine_title',
    aliases: ['coupon-self-list', 'history-coupon']
  },
  { name: 'coupon-list', package: 'user', file: 'coupon-list/coupon-list', web: ['/coupon-list'], title: 'coupon.list_title' },
  {
    name: 'coupon-shows',
    package: 'user',
    file: 'coupon-shows/coupon-shows',
    web: ['/coupon-shows'],
    title: 'coupon.shows_title',
    aliases: ['coupons-showlist']
  },
  // A coupon campaign's link (product.md "coupon-create"): the coupon to receive, then to use (docs/content-pages.md).
  {
    name: 'coupon-create',
    package: 'user',
    file: 'coupon-create/coupon-create',
    web: ['/coupon-create'],
    title: 'content_pages.coupon_create'
  },
  // Coupons to receive anywhere, one by its receive code, a shared multi-user pack (issue #18 couponrest).
  {
    name: 'coupon-recommend-list',
    package: 'user',
    file: 'coupon-recommend-list/coupon-recommend-list',
    web: ['/coupon-recommend-list'],
    title: 'coupon.recommend_title'
  },
  {
    name: 'coupon-receive',
    package: 'user',
    file: 'coupon-receive/coupon-receive',
    web: ['/coupon-receive'],
    title: 'coupon.receive_title'
  },
  { name: 'coupon-share', package: 'user', file: 'coupon-share/coupon-share', web: ['/coupon-share'], title: 'coupon.share_title' },
  {
    name: 'announce-detail',
    package: 'user',
    file: 'announce-detail/announce-detail',
    web: ['/announce/:id'],
    title: 'common.announcement'
  },
  { name: 'address', package: 'user', file: 'address-list/address-list', web: ['/address'], login: true, title: 'address.title' },
  {
    name: 'address-modification',
    package: 'user',
    file: 'address-edit/address-edit',
    web: ['/address/edit'],
    login: true,
    title: 'address.edit_title'
  },
  { name: 'member-center', package: 'user', file: 'member-center/member-center', web: ['/member-center'], title: 'mine.member_center' },
  // Membership, growth and points (product.md "User area": rights and membership, points).
  { name: 'my-rights', package: 'user', file: 'my-rights/my-rights', web: ['/my-rights'], login: true, title: 'member.my_rights_title' },
  { name: 'rights-list', package: 'user', file: 'rights-list/rights-list', web: ['/rights-list'], title: 'member.rights_list_title' },
  {
    name: 'member-compare',
    package: 'user',
    file: 'member-compare/member-compare',
    web: ['/member-compare'],
    title: 'member.compare_title'
  },
  {
    name: 'member-aggrement',
    package: 'user',
    file: 'member-aggrement/member-aggrement',
    web: ['/member-aggrement'],
    title: 'member.agreement_title'
  },
  { name: 'points', package: 'user', file: 'points/points', web: ['/points'], login: true, title: 'member.points_title' },
  { name: 'points-rule', package: 'user', file: 'points-rule/points-rule', web: ['/points-rule'], title: 'member.points_rule_title' },
  {
    name: 'growth-value',
    package: 'user',
    file: 'growth-value/growth-value',
    web: ['/growth-value'],
    login: true,
    title: 'member.growth_title'
  },
  {
    name: 'growth-value-rule',
    package: 'user',
    file: 'growth-value-rule/growth-value-rule',
    web: ['/growth-value-rule'],
    title: 'member.growth_rule_title'
  },
  // Paid membership (issue #18: member-confirm → pay through the same cashier → member-pay-success).
  {
    name: 'member-confirm',
    package: 'user',
    file: 'member-confirm/member-confirm',
    web: ['/member-confirm'],
    login: true,
    title: 'member.confirm_title'
  },
  {
    name: 'member-pay-success',
    package: 'user',
    file: 'member-pay-success/member-pay-success',
    web: ['/member-pay-success'],
    login: true,
    title: 'member.pay_success_title'
  },
  // Benefit (privilege) cards (product.md "Privilege card"): texts in sections/card.
  { name: 'card-list', package: 'user', file: 'card-list/card-list', web: ['/card-list'], login: true, title: 'card.list_title' },
  { name: 'card-detail', package: 'user', file: 'card-detail/card-detail', web: ['/benefit-card/:cardId'], title: 'common.benefit_card' },
  { name: 'card-range', package: 'user', file: 'card-range/card-range', web: ['/card-range'], title: 'card.range_title' },
  {
    name: 'card-confirm',
    package: 'user',
    file: 'card-confirm/card-confirm',
    web: ['/card-confirm'],
    login: true,
    title: 'card.confirm_title',
    unique: true
  },
  // Between a link or scanned code and the page it names (product.md "User area": middle-verify): checks, then forwards.
  {
    name: 'middle-verify',
    package: 'user',
    file: 'middle-verify/middle-verify',
    web: ['/middle-verify'],
    title: 'content_pages.middle_verify'
  },
  // Help and support (product.md "User area"): the contact card and the common questions, opened from Settings.
  { name: 'support', package: 'user', file: 'support/support', web: ['/support'], title: 'content_pages.support' },
  // One membership right (product.md "User area"), opened from a right's row with ?name=.
  { name: 'member-right', package: 'user', file: 'member-right/member-right', web: ['/member-right'], title: 'content_pages.member_right' },
  { name: 'account-bind', package: 'user', file: 'account-bind/account-bind', web: ['/account-bind'], title: 'mine.account_bind' },
  { name: 'shop-state', package: 'user', file: 'shop-state/shop-state', web: ['/shop-state'], title: 'mine.shop_state' },
  // The spec's page-error, shown on H5 for an address no route answers (Router.pageNotFound).
  {
    name: 'page-error',
    package: 'user',
    file: 'page-error/page-error',
    web: ['/page-error'],
    title: 'common.not_found_title',
    aliases: ['not_found']
  },
  {
    name: 'confirm-unregistered',
    package: 'user',
    file: 'confirm-unregistered/confirm-unregistered',
    web: ['/unregister'],
    login: true,
    title: 'mine.unregister',
    aliases: ['user_unregistered']
  },

  // Shop.
  // product.md "Orders" names the goods page product-detail: it is this page, by the same id.
  {
    name: 'shop-detail',
    package: 'shop',
    file: 'shop-detail/shop-detail',
    web: ['/shop/:id'],
    title: 'shop.detail_title',
    aliases: ['product-detail']
  },
  { name: 'cart-list', package: 'shop', file: 'cart-list/cart-list', web: ['/cart'], login: true, title: 'shop.cart_title' },
  { name: 'goods-search', package: 'shop', file: 'goods-search/goods-search', web: ['/goods-search'], title: 'shop.search_title' },
  // product.md's order-add-purchase / add-purchase-list (a paid ticket order's show's goods, bought as their own
  // goods order) is this page under its spec names.
  {
    name: 'tied-sale-list',
    package: 'shop',
    file: 'tied-sale-list/tied-sale-list',
    web: ['/tied-sale'],
    title: 'shop.tied_title',
    aliases: ['order-add-purchase', 'add-purchase-list']
  },
  // Goods checkout and the goods order live in the order package beside confirm order, whose coupon sheet and
  // payment they share.
  {
    name: 'goods-confirm',
    package: 'order',
    file: 'goods-confirm/goods-confirm',
    web: ['/goods-confirm'],
    login: true,
    title: 'shop.confirm_title'
  },
  {
    name: 'goods-cart-confirm',
    package: 'order',
    file: 'goods-cart-confirm/goods-cart-confirm',
    web: ['/goods-cart-confirm'],
    login: true,
    title: 'shop.confirm_title'
  },
  // calls-errors-limits.md: "The order detail path is order/detail/{orderId} for tickets and order/product/{orderId} for goods."
  {
    name: 'order-product',
    package: 'order',
    file: 'order-product/order-product',
    web: ['/order/product/:orderId'],
    login: true,
    title: 'shop.order_title',
    aliases: ['goods_order_detail']
  },
  // Commemorative ticket stubs (纪念票根): the buyer's tickets a stub may print, and one stub's preview and
  // design (?ticketId=), ordered through goods-confirm as goods (docs/shop-app.md "Ticket stubs").
  {
    name: 'ticket-stub-list',
    package: 'shop',
    file: 'ticket-stub-list/ticket-stub-list',
    web: ['/ticket-stubs'],
    login: true,
    title: 'shop.stub_list_title'
  },
  {
    name: 'ticket-stub-print',
    package: 'shop',
    file: 'ticket-stub-print/ticket-stub-print',
    web: ['/ticket-stub-print'],
    login: true,
    title: 'shop.stub_print_title'
  },

  // Topic pages (issue #16 item 2): the merchant's published topic layouts.
  {
    name: 'topic_activity',
    package: 'topic',
    file: 'topic-activity/topic-activity',
    web: ['/topic-activity/:topicId', '/topic-activity/:topicId/coupon-template/:couponTemplateId'],
    title: 'common.topic',
    // product.md "Main pages": home-topic (home_topic, by topicId) is this same topic page, so it is a name of
    // this route rather than a second page: one page, and the main package and first pages keep their size.
    aliases: ['topic-activity', 'home_topic']
  },
  // What a shared topic link opens (product.md "share-topic-activity"): the topic's card with the sharer's ?note=.
  {
    name: 'share-topic-activity',
    package: 'topic',
    file: 'share-topic-activity/share-topic-activity',
    web: ['/share-topic/:topicId'],
    title: 'content_pages.share_topic'
  },
  // A vote (issue "Content and contact"), in the topic subpackage: the main package keeps its size.
  { name: 'vote-detail', package: 'topic', file: 'vote-detail/vote-detail', web: ['/vote-detail/:id'], title: 'common.topic' },

  // Venue services (product.md "Parking", "Reserve", "Open show", "work-permit"), in the venue subpackage so
  // the main package and the first pages keep their size.
  // Parking.
  {
    name: 'parking_payment',
    package: 'venue',
    file: 'parking-payment/parking-payment',
    web: ['/parking'],
    login: true,
    title: 'common.parking'
  },
  {
    name: 'parking-detail',
    package: 'venue',
    file: 'parking-detail/parking-detail',
    web: ['/parking-detail'],
    login: true,
    title: 'common.parking'
  },
  {
    name: 'parking-record',
    package: 'venue',
    file: 'parking-record/parking-record',
    web: ['/parking-record'],
    login: true,
    title: 'common.parking'
  },
  // Open show.
  { name: 'open-show', package: 'venue', file: 'open-show/open-show', web: ['/open-show'], title: 'common.open_show' },
  {
    name: 'open-show-detail',
    package: 'venue',
    file: 'open-show-detail/open-show-detail',
    web: ['/open-show/:showId'],
    title: 'common.open_show'
  },
  { name: 'open-show-confirm', package: 'venue', file: 'open-show-confirm/open-show-confirm', login: true, title: 'common.open_show' },
  { name: 'open-show-list', package: 'venue', file: 'open-show-list/open-show-list', login: true, title: 'common.open_show' },
  { name: 'registration-list', package: 'venue', file: 'registration-list/registration-list', login: true, title: 'common.open_show' },
  {
    name: 'entrance-registration-detail',
    package: 'venue',
    file: 'entrance-registration-detail/entrance-registration-detail',
    login: true,
    title: 'common.open_show'
  },
  {
    name: 'entrance-registration-form',
    package: 'venue',
    file: 'entrance-registration-form/entrance-registration-form',
    login: true,
    title: 'common.open_show'
  },
  // Reservations.
  { name: 'reserve-index', package: 'venue', file: 'reserve-index/reserve-index', web: ['/reserve'], title: 'common.reserve' },
  { name: 'reserve-detail', package: 'venue', file: 'reserve-detail/reserve-detail', web: ['/reserve/:itemId'], title: 'common.reserve' },
  // A web path so a paid booking's cashier can come back to it (payment/return-path.ts takes only web routes).
  {
    name: 'reserve-record',
    package: 'venue',
    file: 'reserve-record/reserve-record',
    web: ['/reserve-record'],
    login: true,
    title: 'common.reserve'
  },
  { name: 'reserve-order', package: 'venue', file: 'reserve-order/reserve-order', login: true, title: 'common.reserve' },
  // Work permit (its own login, product.md "A separate work-permit login exists").
  {
    name: 'work-permit-login',
    package: 'venue',
    file: 'work-permit-login/work-permit-login',
    web: ['/work-permit'],
    title: 'common.work_permit'
  },
  { name: 'work-permit-apply', package: 'venue', file: 'work-permit-apply/work-permit-apply', title: 'common.work_permit' },
  { name: 'work-permit-records', package: 'venue', file: 'work-permit-records/work-permit-records', title: 'common.work_permit' },
  { name: 'work-permit-success', package: 'venue', file: 'work-permit-success/work-permit-success', title: 'common.work_permit' },

  // Web links (banners, tabs, the online chat), opened on the merchant's allowed domains only (pages/web-view).
  { name: 'webView', package: 'main', file: 'web-view/web-view', web: ['/web'], title: 'common.web' },

  // Ticket packages (product.md "ticket-package-session, ticket-package-show, ticket-package-show-detail
  // and ticket-package-detail. The combo-activity area repeats the four ticket-package pages."): the combo
  // activity's four routes are these pages under their own names and web paths (aliases), texts in sections/promotion.
  {
    name: 'ticket-package-detail',
    package: 'show',
    file: 'ticket-package-detail/ticket-package-detail',
    web: ['/ticket-package/:promotionId', '/combo-activity/:promotionId'],
    title: 'promotion.package_title',
    aliases: ['combo-activity-detail']
  },
  {
    name: 'ticket-package-show',
    package: 'show',
    file: 'ticket-package-show/ticket-package-show',
    web: ['/ticket-package-show/:promotionId', '/combo-activity-show/:promotionId'],
    title: 'promotion.package_show_title',
    aliases: ['combo-activity-show']
  },
  {
    name: 'ticket-package-show-detail',
    package: 'show',
    file: 'ticket-package-show-detail/ticket-package-show-detail',
    web: ['/ticket-package-show-detail/:promotionId', '/combo-activity-show-detail/:promotionId'],
    title: 'promotion.package_show_detail_title',
    aliases: ['combo-activity-show-detail']
  },
  {
    name: 'ticket-package-session',
    package: 'show',
    file: 'ticket-package-session/ticket-package-session',
    web: ['/ticket-package-session/:promotionId', '/combo-activity-session/:promotionId'],
    login: true,
    title: 'promotion.package_session_title',
    aliases: ['combo-activity-session']
  }
]

/** The spec's fallback mini-program page. */
export const FALLBACK_PAGE = 'pages/list/list'

/** The page H5 shows for an unknown address (the mini-programs open FALLBACK_PAGE instead). */
export const NOT_FOUND_ROUTE = 'page-error'

/** Mini-program page path of a built route, without a leading slash. */
export function pagePathOf(route: RouteDef): string | undefined {
  if (!route.file) return undefined
  return route.package === 'main' ? `pages/${route.file}` : `subpackages/${route.package}/${route.file}`
}

/** Root folder of a subpackage as the mini-program config names it. */
export function subpackageRoot(pkg: Exclude<PackageName, 'main'>): string {
  return `subpackages/${pkg}`
}
