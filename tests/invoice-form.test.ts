/**
 * The invoice apply form (issue #17: "taxpayer id for enterprise with live validation ... prefilled from
 * the last submitted title"), through its plain module; the rules are types/rules/invoice-rules.ts.
 */
import {
  EMPTY_FORM,
  fieldsOf,
  firstProblem,
  initialForm,
  taxpayerHint,
  type InvoiceForm
} from '../src/subpackages/order/invoice/invoice-form'

const enterprise: InvoiceForm = {
  ...EMPTY_FORM,
  invoiceTitleType: 'ENTERPRISE',
  invoiceTitle: '华为技术有限公司',
  taxpayerId: '914403001922038216'
}

describe('invoice form', () => {
  test('prefilled from the last submitted title; a fresh buyer starts empty', () => {
    const last = { invoiceTitleType: 'ENTERPRISE' as const, invoiceTitle: '华为技术有限公司', taxpayerId: '914403001922038216' }
    expect(initialForm({ lastTitle: last })).toEqual({ form: { ...EMPTY_FORM, ...last }, prefilled: true })
    expect(initialForm({ lastTitle: null })).toEqual({ form: EMPTY_FORM, prefilled: false })
  })
  test.each<[string, InvoiceForm, string | undefined]>([
    ['a complete enterprise form', enterprise, undefined],
    ['"title ... required"', { ...enterprise, invoiceTitle: ' ' }, 'problem.required'],
    ['"for enterprise, taxpayer ID ... required"', { ...enterprise, taxpayerId: '' }, 'problem.taxpayer_required'],
    ['a wrong check character', { ...enterprise, taxpayerId: '914403001922038217' }, 'problem.taxpayer_check'],
    ['an individual needs none', { ...enterprise, invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', taxpayerId: 'whatever' }, undefined],
    ['paper needs an address', { ...enterprise, invoiceType: 'VAT_E_ORDINARY_PAPER' }, 'form.choose_address']
  ])('%s', (_name, form, key) => {
    expect(firstProblem(form)?.key).toBe(key)
  })
  test('live taxpayer hint: silent while blank, says what is wrong while typing', () => {
    expect(taxpayerHint({ ...enterprise, taxpayerId: '' })).toBeUndefined()
    expect(taxpayerHint({ ...enterprise, taxpayerId: '91440300' })).toBe('problem.taxpayer_length')
    expect(taxpayerHint(enterprise)).toBeUndefined()
  })
  test('an individual sends no enterprise details; the id is sent normalised', () => {
    expect(fieldsOf({ ...enterprise, invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', bankName: 'x' })).toMatchObject({
      taxpayerId: '',
      bankName: ''
    })
    expect(fieldsOf({ ...enterprise, taxpayerId: ' 91440300 1922038216 ' }).taxpayerId).toBe('914403001922038216')
  })
})
