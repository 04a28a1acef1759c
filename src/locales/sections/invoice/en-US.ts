/** The invoice pages' texts in US English. */
import type { InvoiceMessages } from './zh-CN'

const enUS: InvoiceMessages = {
  type: {
    label: 'Invoice type',
    VAT_E_ORDINARY: 'E-invoice',
    VAT_E_ORDINARY_PAPER: 'Paper invoice'
  },
  title_type: {
    label: 'Title type',
    INDIVIDUAL_OR_INSTITUTION: 'Individual or institution',
    ENTERPRISE: 'Enterprise'
  },
  content: {
    label: 'Invoice content',
    TICKET: 'Show tickets',
    CULTURAL_SERVICE: 'Cultural services'
  },
  form: {
    title: 'Invoice title',
    title_placeholder: "Your name or the organisation's full name",
    taxpayer_id: 'Taxpayer ID',
    taxpayer_placeholder: '18-character unified social credit code',
    more: 'More details (optional)',
    bank_name: 'Bank',
    bank_account: 'Bank account',
    address: 'Registered address',
    phone: 'Registered phone',
    optional: 'Optional',
    delivery: 'Send the invoice to',
    choose_address: 'Choose where to send the invoice',
    add_address: 'Add an address',
    amount: 'Invoice amount',
    amount_paper_note: 'A paper invoice does not include the shipping fee',
    submit: 'Apply',
    resubmit: 'Apply again',
    submitted: 'Application sent',
    prefilled: 'Filled in with the title you used last time'
  },
  problem: {
    required: 'Please fill in the {field}',
    too_long: 'The {field} is too long',
    format: 'The {field} is not valid',
    unknown: 'Please choose the {field}',
    taxpayer_required: 'An enterprise title needs its taxpayer ID',
    taxpayer_length: 'A unified social credit code has 18 characters',
    taxpayer_characters: 'It has a character no credit code contains',
    taxpayer_check: 'The check character does not match: please check for a typo'
  },
  state: {
    APPLYING: 'Applying',
    REJECTED: 'Rejected',
    SUCCESS: 'Issued',
    CANCELLED: 'Cancelled'
  },
  state_note: {
    APPLYING: 'The merchant is handling your application',
    REJECTED: 'Your application was rejected; correct it and apply again',
    SUCCESS: 'Your invoice has been issued',
    CANCELLED: 'This invoice was cancelled'
  },
  detail: {
    reject_reason: 'Reason',
    cancel_reason: 'Why cancelled',
    reapply: 'Apply again',
    cancel: 'Cancel application',
    cancel_confirm: 'Cancel this invoice application?',
    cancelled: 'Application cancelled',
    invoice_no: 'Invoice number',
    download: 'Download invoice',
    open_link: 'View e-invoice',
    express: 'Shipping',
    express_company: 'Express company',
    express_no: 'Tracking number',
    express_tel: 'Contact phone',
    apply_time: 'Applied',
    issued_time: 'Issued',
    order_number: 'Order number',
    copy_link: 'Link copied: open it in a browser',
    open_failed: 'Could not open the invoice, please try again later'
  },
  entry: {
    label: 'Invoice',
    apply: 'Apply for an invoice',
    unavailable: 'Not available'
  },
  empty: {
    back_to_orders: 'Back to my orders',
    cannot_apply: 'This order cannot be invoiced now',
    to_order: 'View the order'
  }
}

export default enUS
