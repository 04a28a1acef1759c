/** Texts of the order subpackage's remaining pages in English. */
import type { OrderPagesMessages } from './zh-CN'

const enUS: OrderPagesMessages = {
  express: {
    carrier: 'Carrier',
    number: 'Tracking number',
    shipped_at: 'Shipped',
    steps: 'Tracking',
    no_steps: 'Your tickets have been shipped; tracking updates will appear here',
    address: 'Delivery address',
    waiting: 'Getting your tickets ready',
    waiting_detail: 'Once your paper tickets are shipped, the carrier, tracking number and tracking updates appear here',
    back_to_order: 'Back to order',
    view: 'Track delivery',
    shipped_line: '{carrier} {number}'
  },
  pay_loading: {
    checking: 'Checking your payment…',
    checking_detail: 'Please keep this page open; it moves on by itself',
    timeout: 'No payment result yet',
    timeout_detail: 'If you have paid, tap "I have paid" to check again, or go back to the order',
    paid: 'I have paid',
    back_to_order: 'Back to order'
  },
  pay_success_new: {
    title: 'Payment successful',
    eticket_note: 'Your e-tickets are in your ticket holder: show them at the door',
    paper_note: 'Your paper tickets will be sent by express; you can track them once shipped',
    show: 'Show',
    session: 'Session',
    venue: 'Venue',
    qty: 'Quantity',
    qty_value: '{count, plural, one {# ticket} other {# tickets}}',
    paid: 'Amount paid',
    number: 'Order number',
    view_tickets: 'View tickets',
    view_express: 'Track delivery',
    view_order: 'View order',
    share: 'Share with a friend',
    home: 'Back to home',
    not_paid: 'This order has not been paid'
  },
  share: {
    heading: 'I got tickets!',
    invite: 'Come along!',
    tickets: '{count, plural, one {# ticket} other {# tickets}}',
    share: 'Share with a friend',
    copy_link: 'Copy link',
    copied: 'Link copied: send it to a friend',
    copy_failed: 'Could not copy; press and hold the link to copy it',
    unpaid: 'You can share once the order is paid',
    view_order: 'View order',
    share_title: 'I got tickets to {show}. Come along!'
  },
  about: {
    arrive_title: 'How tickets arrive',
    arrive_eticket:
      'E-tickets go to your ticket holder as soon as you pay. At the door, show the entry code; it changes every 30 seconds, so a screenshot does not work.',
    arrive_paper:
      'Paper tickets are sent by express to the address on your order. Once shipped, the order shows the carrier, the tracking number and tracking updates.',
    refund_title: 'Refunds',
    refund_text:
      'Each show has its own refund rules, shown on the order. When they allow it you can ask for a refund; the money goes back the way you paid. Tickets already used at the door cannot be refunded.',
    invoice_title: 'Invoices',
    invoice_text:
      'Once paid, you can ask for an e-invoice or a paper invoice on the order. A paper invoice does not include the delivery fee.',
    contact_title: 'Customer service',
    phone: 'Phone',
    call: 'Call',
    hours: 'Hours',
    hours_line: '{day} {from}–{to}',
    online: 'Online chat available',
    no_contact: 'The shop has not set a customer service phone yet; see the organiser on the show page',
    weekday: {
      d1: 'Mon',
      d2: 'Tue',
      d3: 'Wed',
      d4: 'Thu',
      d5: 'Fri',
      d6: 'Sat',
      d7: 'Sun'
    }
  },
  wait_list: {
    intro:
      'Wait list: when a show is sold out you can join its wait list. When tickets come back (a refund, or the organiser releases more), they are bought for wait-listed buyers in the order they joined.',
    how_title: 'How it works',
    how_1: 'Join the wait list of a sold-out session and price, with your attendees and the number of tickets.',
    how_2: 'When tickets become available, they are held for wait-listed buyers in turn, and you are told to pay.',
    how_3: 'If nothing comes up before the wait list closes, your place lapses and nothing is charged.',
    rules_title: 'Good to know',
    rule_1: 'A place on the wait list does not guarantee tickets; watch for notifications.',
    rule_2: 'One wait-list place per person per session, for no more tickets than the session allows per buyer.',
    rule_3: 'Once tickets are held for you, pay within the time given or they go to the next buyer.',
    not_open: 'This shop has not opened wait lists yet; when it does, sold-out shows will offer a wait-list button.',
    browse: 'Browse shows'
  },
  order_detail: {
    ticket_transferred: 'Given away',
    money_title: 'Money to date',
    money_note: 'The order total is as placed; below, what was paid and refunded since, rebooks included',
    money_paid: 'Paid',
    money_refunded: 'Refunded',
    money_refund_pending: 'Refund in progress',
    money_tickets_now: 'Tickets now',
    money_goods_now: 'Goods bought with the tickets',
    money_delivery: 'Delivery',
    money_service_fee: 'Service fee',
    money_refund_fees: 'Refund fees'
  }
}

export default enUS
