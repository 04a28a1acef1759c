/** Ticket transfer pages, English. */
import type { TransferMessages } from './zh-CN'

const enUS: TransferMessages = {
  status: {
    IN_TRANSFER: 'In transfer',
    TRANSFERRED: 'Transferred',
    ACCEPTED: 'Accepted',
    CANCELLED: 'Cancelled',
    TIME_EXCEEDED: 'Time exceeded'
  },
  direction: {
    SENT: 'Sent',
    RECEIVED: 'Received'
  },
  send: {
    phone_label: 'Recipient phone',
    phone_placeholder: "The recipient's mobile number",
    phone_invalid: 'Please enter a valid mobile number',
    deadline: 'Transfers close {time}',
    rules_summary:
      'One ticket per transfer. The recipient logs in with this number and agrees to the transfer rules to accept it. An accepted ticket cannot be transferred again.',
    rules_link: 'Transfer rules',
    confirm: 'Transfer',
    confirm_text: 'Transfer this ticket to {phone}? It admits nobody while the transfer is open.',
    share_hint: 'Send the link or QR code to the recipient; they accept it after logging in with {phone}',
    copy_link: 'Copy link',
    copied: 'Link copied',
    expires: 'Returns to you if not accepted by {time}',
    cancel: 'Cancel transfer',
    cancel_confirm: 'Cancel this transfer? The ticket comes back to you.',
    cancelled: 'Transfer cancelled; the ticket is yours again',
    records: 'Transfer records',
    back_to_ticket: 'Back to the ticket',
    block: {
      STATE: 'This ticket cannot be transferred now',
      DISABLED: 'Tickets to this show cannot be transferred',
      DEADLINE: 'The transfer deadline has passed',
      TRANSFERRED_IN: 'An accepted ticket cannot be transferred again'
    }
  },
  accept: {
    from: '{phone} is transferring a ticket to you',
    expires: 'Accept it by {time}',
    agree: 'I have read and agree to the',
    rules_link: 'transfer rules',
    must_agree: 'Please read and agree to the transfer rules first',
    audience_label: 'Attendee',
    audience_choose: 'Choose an attendee',
    audience_hint: 'Real-name show: bind one of your attendees to accept (until {time})',
    accept: 'Accept ticket',
    accepted: 'Ticket accepted',
    accepted_detail: 'The e-ticket is in your ticket holder with a new entry code',
    transferred: 'The recipient has accepted this ticket',
    in_transfer_mine: 'Waiting for the recipient to accept',
    view_ticket: 'View ticket',
    to_ticket_holder: 'Go to tickets',
    to_home: 'Go home',
    failure: {
      ALREADY_ACCEPTED: 'This transfer has already been accepted',
      TIME_EXCEEDED: 'Time exceeded',
      CANCELLED: 'Cancelled by the transferor',
      NOTHING: 'Nothing to accept',
      PURCHASE_LIMIT: 'Purchase limit reached',
      IDENTITY_CLOSED: 'Attendees can no longer be bound'
    },
    failure_detail: {
      ALREADY_ACCEPTED: 'A transfer can be accepted once.',
      TIME_EXCEEDED: 'The time to accept has passed; the ticket went back to the transferor.',
      CANCELLED: 'Ask the transferor to send it again if you still need it.',
      NOTHING: 'The link may be wrong, or this transfer is for a different phone number than the one you are logged in with.',
      PURCHASE_LIMIT: 'With this ticket you would hold more tickets to this show than one person may.',
      IDENTITY_CLOSED: 'On a real-name show, attendees cannot be bound this close to the start.'
    }
  },
  rules: {
    r1: 'Transfer one e-ticket at a time, before the transfer deadline the show sets.',
    r2: "The recipient's phone must be a mainland China mobile number: 11 digits starting with 1. The recipient logs in with that number to accept.",
    r3: 'While a transfer is open the ticket admits nobody; you can cancel it until it is accepted and the ticket comes back.',
    r4: 'A transfer not accepted by the deadline lapses and the ticket comes back to you.',
    r5: 'Once accepted, the old entry code (screenshots included) stops working and the recipient gets a new one.',
    r6: "An accepted ticket cannot be transferred again, and the recipient may not hold more than the show's per-person limit.",
    r7: 'On a real-name show the recipient binds one of their own attendees before the attendee deadline.'
  },
  records: {
    empty: 'No transfers yet',
    to: 'To {phone}'
  },
  bind: {
    hint: 'Choose the attendee for this ticket',
    empty: 'No attendees yet',
    add: 'Add an attendee',
    unselectable: 'Not available'
  }
}

export default enUS
