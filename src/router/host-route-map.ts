/**
 * Routes a native host app knows how to open, by our route name. A route missing here is answered
 * with the under-development toast inside the host (product.md section 2, "Routing rules").
 */
export const APP_HOST_ROUTE_MAP: Readonly<Record<string, string>> = {
  list: 'home',
  all: 'category',
  shop: 'mall',
  ticket_holder: 'ticketWallet',
  mine: 'mine',
  show_detail: 'showDetail',
  group_show_detail: 'showGroupDetail',
  search: 'search',
  booking: 'booking',
  order_list: 'orderList',
  order_detail: 'orderDetail',
  'ticket-detail-new': 'ticketDetail',
  login: 'login'
}
