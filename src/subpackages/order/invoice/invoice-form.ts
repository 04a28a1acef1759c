/**
 * The apply form's state and its checks, without React: the initial values (the rejected application
 * being corrected, else the last submitted title: "prefilled from the last submitted title"), the body
 * sent, and each problem as a section text key, from the shared rule module (types/rules/invoice-rules.ts).
 */
import type { InvoiceDetail, InvoiceFields, OrderInvoice } from '../../../../types/api/invoice'
import {
  invoiceProblems,
  normaliseTaxpayerId,
  taxpayerIdProblem,
  type InvoiceContentType,
  type InvoiceField,
  type InvoiceTitleType,
  type InvoiceType
} from '../../../../types/rules/invoice-rules'

export interface InvoiceForm {
  invoiceType: InvoiceType
  invoiceTitleType: InvoiceTitleType
  invoiceTitle: string
  taxpayerId: string
  bankName: string
  bankAccount: string
  address: string
  phoneNo: string
  invoiceContentType: InvoiceContentType
  deliveryAddressId: string
}

export const EMPTY_FORM: InvoiceForm = {
  invoiceType: 'VAT_E_ORDINARY',
  invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION',
  invoiceTitle: '',
  taxpayerId: '',
  bankName: '',
  bankAccount: '',
  address: '',
  phoneNo: '',
  invoiceContentType: 'TICKET',
  deliveryAddressId: ''
}

export function initialForm(order: Pick<OrderInvoice, 'lastTitle'>, correcting?: InvoiceDetail): { form: InvoiceForm; prefilled: boolean } {
  if (correcting) {
    const { invoiceType, invoiceTitleType, invoiceTitle, taxpayerId, bankName, bankAccount, address, phoneNo, invoiceContentType } =
      correcting
    return {
      form: {
        ...EMPTY_FORM,
        invoiceType,
        invoiceTitleType,
        invoiceTitle,
        taxpayerId,
        bankName,
        bankAccount,
        address,
        phoneNo,
        invoiceContentType
      },
      prefilled: false
    }
  }
  const last = order.lastTitle
  if (!last) return { form: EMPTY_FORM, prefilled: false }
  return {
    form: {
      ...EMPTY_FORM,
      invoiceTitleType: last.invoiceTitleType,
      invoiceTitle: last.invoiceTitle,
      taxpayerId: last.taxpayerId ?? '',
      bankName: last.bankName ?? '',
      bankAccount: last.bankAccount ?? '',
      address: last.address ?? '',
      phoneNo: last.phoneNo ?? ''
    },
    prefilled: true
  }
}

/** The body sent: an individual sends no enterprise-only details, a paper invoice its address. */
export function fieldsOf(form: InvoiceForm): InvoiceFields {
  const enterprise = form.invoiceTitleType === 'ENTERPRISE'
  return {
    invoiceType: form.invoiceType,
    invoiceTitleType: form.invoiceTitleType,
    invoiceTitle: form.invoiceTitle.trim(),
    taxpayerId: enterprise ? normaliseTaxpayerId(form.taxpayerId) : '',
    bankName: enterprise ? form.bankName.trim() : '',
    bankAccount: enterprise ? form.bankAccount.trim() : '',
    address: enterprise ? form.address.trim() : '',
    phoneNo: enterprise ? form.phoneNo.trim() : '',
    invoiceContentType: form.invoiceContentType,
    ...(form.invoiceType === 'VAT_E_ORDINARY_PAPER' ? { deliveryAddressId: form.deliveryAddressId } : {})
  }
}

/** Section keys of the fields' names (problem texts say which field). */
export const FIELD_KEYS: Record<InvoiceField, string> = {
  invoiceType: 'type.label',
  invoiceTitleType: 'title_type.label',
  invoiceTitle: 'form.title',
  taxpayerId: 'form.taxpayer_id',
  bankName: 'form.bank_name',
  bankAccount: 'form.bank_account',
  address: 'form.address',
  phoneNo: 'form.phone',
  invoiceContentType: 'content.label',
  deliveryAddressId: 'form.delivery'
}

export interface FormProblem {
  field: InvoiceField
  /** A section key; `{field}` in it is the field's name (FIELD_KEYS). */
  key: string
}

/** The live message under the taxpayer id, once something is typed (empty while blank: the submit says it). */
export function taxpayerHint(form: InvoiceForm): string | undefined {
  if (form.invoiceTitleType !== 'ENTERPRISE' || !form.taxpayerId.trim()) return undefined
  const p = taxpayerIdProblem(form.taxpayerId, true)
  return p ? `problem.taxpayer_${p}` : undefined
}

/** The form's first problem, or undefined when it may be sent. */
export function firstProblem(form: InvoiceForm): FormProblem | undefined {
  const p = invoiceProblems(fieldsOf(form))[0]
  if (!p) return undefined
  if (p.field === 'taxpayerId') return { field: p.field, key: `problem.taxpayer_${p.problem}` }
  if (p.field === 'deliveryAddressId') return { field: p.field, key: 'form.choose_address' }
  const kind = p.problem === 'required' || p.problem === 'too_long' || p.problem === 'unknown' ? p.problem : 'format'
  return { field: p.field, key: `problem.${kind}` }
}
