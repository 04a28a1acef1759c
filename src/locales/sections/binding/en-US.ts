/** Binding tickets (issue #17), English. */
import type { BindingMessages } from './zh-CN'

const enUS: BindingMessages = {
  entry: {
    add_ticket: 'Add a ticket',
    redeem: 'Redeem an invitation'
  },
  invitation: {
    intro: 'Enter the invitation code from the organiser to get a free e-ticket.',
    code_label: 'Invitation code',
    code_placeholder: 'e.g. ABCD-EFGH-IJKL-MNOP-QRST',
    code_invalid: 'An invitation code has 20 letters and digits. Check it and try again',
    submit: 'Redeem',
    done: 'Redeemed',
    done_text: 'The ticket is in your ticket holder',
    view_ticket: 'View the ticket',
    to_holder: 'Go to my tickets'
  }
}

export default enUS
