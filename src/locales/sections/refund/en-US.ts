/** The refund request pages in English. */
import type { RefundMessages } from './zh-CN'

const enUS: RefundMessages = {
  apply: {
    heading: 'Refund request',
    whole_order: 'The whole order',
    chosen: '{count, plural, one {# ticket} other {# tickets}} chosen',
    choose: 'Choose tickets',
    change: 'Change',
    tickets_price: 'Ticket prices',
    amount: 'You get back',
    fee: 'Fee ({percent}%)',
    back_note: 'The money goes back to the account you paid with; when it arrives depends on the payment provider.',
    rules: 'Refund rules',
    reason: 'Why are you asking?',
    reason_required: 'Please choose a reason',
    confirm: 'Ask for the refund',
    confirm_dialog: 'Ask for this refund? The chosen tickets stop admitting at once.',
    submitted: 'Refund requested',
    no_order: 'No order to refund was named',
    my_orders: 'See my orders',
    not_allowed: 'No refund is possible now',
    back: 'Back to the order'
  },
  reasons: {
    PLANS_CHANGED: 'My plans changed',
    BOUGHT_WRONG: 'I bought the wrong tickets',
    CANNOT_ATTEND: 'I cannot attend',
    SHOW_CHANGED: 'The show changed',
    OTHER: 'Another reason'
  },
  tickets: {
    hint: 'Choose the tickets to refund. Tickets checked in, being refunded or given away cannot be refunded.',
    none: 'No tickets can be refunded',
    next: 'Next ({count})',
    state_USED: 'Checked in',
    state_REFUNDING: 'Being refunded',
    state_REFUNDED: 'Refunded',
    state_TRANSFERRING: 'Being transferred',
    state_REBOOKED: 'Rebooked',
    state_AWAY: 'Given away'
  },
  status: {
    heading: 'Refund',
    amount: 'Refund {amount}',
    rejected_reason: 'Rejected: {reason}',
    failed_reason: 'The refund failed: {reason}',
    failed_note: 'The merchant will send the refund again.'
  }
}

export default enUS
