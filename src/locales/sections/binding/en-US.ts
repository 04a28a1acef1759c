/** Binding tickets, English. */
import type { BindingMessages } from './zh-CN'

const enUS: BindingMessages = {
  entry: {
    add_ticket: 'Add a ticket',
    redeem: 'Redeem an invitation'
  },
  bind: {
    intro:
      'A ticket bought through another channel or account can be moved to this account with its number and a check. Its old entry code stops working.',
    number_label: 'Ticket no.',
    number_placeholder: 'Enter the ticket number',
    by_sms: 'Code to the order phone',
    by_id: "Attendee's ID",
    code_label: 'Code',
    code_placeholder: 'Enter the 6-digit code',
    send_code: 'Get a code',
    resend_in: 'Again in {seconds} s',
    code_sent: 'If the number is right, a code was sent to the phone the order was placed with',
    id_label: 'ID number',
    id_placeholder: "Enter the attendee's ID card number",
    id_invalid: 'The ID number format is incorrect',
    number_required: 'Enter the ticket number',
    code_invalid: 'Enter the 6-digit code',
    submit: 'Bind the ticket',
    done: 'Bound',
    to_invitation: 'Have an invitation code? Redeem it',
    to_bind: 'Bought elsewhere? Bind a ticket'
  },
  real_name: {
    intro: 'This show needs an attendee for each ticket before it starts, one ID per ticket.',
    empty: 'No tickets are waiting for an attendee',
    to_holder: 'Go to my tickets',
    deadline: 'Registration closes {time}',
    closed: 'Real-name registration has closed',
    bind: 'Add the attendee',
    bound: 'Attendee: {name}',
    choose: 'Choose an attendee',
    audiences_empty: 'No saved attendees yet',
    new_attendee: 'Enter a new attendee',
    name_label: 'Name',
    name_placeholder: "Enter the attendee's name",
    name_required: 'Please enter the name',
    id_label: 'ID card no.',
    id_placeholder: 'Enter the ID card number',
    id_invalid: 'Invalid ID number',
    submit: 'Confirm',
    done: 'Attendee added'
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
