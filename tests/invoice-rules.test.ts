/**
 * Invoices (issue #17; product.md "Validation rules": "Invoice: type, title and, for enterprise, taxpayer ID
 * are required. A paper invoice excludes the shipping fee."; "Other states": "Invoice: applying, rejected
 * (with reason, can re-apply), issued, cancelled (auto-cancelled when the order status changes)").
 */
import {
  creditCodeCheckChar,
  invoiceAmountFen,
  invoiceNext,
  invoiceProblems,
  invoiceRefusal,
  isCreditCode,
  isInvoiceLink,
  isPdfHead,
  taxpayerIdProblem,
  type InvoiceApplication,
  type InvoiceOrderFacts
} from '../types/rules/invoice-rules'

// Credit codes published on the companies' own business licences and invoices (GB 32100-2015).
const PUBLISHED = [
  ['Shenzhen Tencent Computer Systems', '91440300708461136T'],
  ['Huawei Technologies', '914403001922038216'],
  ['Alibaba (China)', '91330100716105852F'],
  ['Beijing Baidu Netcom Science and Technology', '91110000802100433B'],
  ['Xiaomi Communications', '91110108558521630L'],
  ['Peking University (an institution)', '12100000400000624D']
]

describe('unified social credit code (GB 32100-2015)', () => {
  test.each(PUBLISHED)('%s: %s is valid', (_name, code) => {
    expect(isCreditCode(code)).toBe(true)
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17])
  })
  test.each(PUBLISHED)('%s: every other check character is refused', (_name, code) => {
    for (const c of '0123456789ABCDEFGHJKLMNPQRTUWXY') if (c !== code[17]) expect(isCreditCode(code.slice(0, 17) + c)).toBe(false)
  })
  test('a typed code is normalised: lower case and spaces', () => {
    expect(isCreditCode(' 91440300 708461136t ')).toBe(true)
  })
  test.each([
    ['empty, optional', '', false, undefined],
    ['empty, enterprise', '', true, 'required'],
    ['two digits swapped', '91440300708461163T', true, 'check'],
    ['legacy 15-digit tax registration number (not accepted)', '440300708461136', true, 'length'],
    ['legacy 20-character sole-trader number (not accepted)', '44030019800101123X01', true, 'length'],
    ['17 characters', '9144030070846113', true, 'length'],
    ['a letter the standard leaves out (I, O, Z, S, V)', '9144030070846113IT', true, 'characters'],
    ['a letter in the region digits', '91A40300708461136T', true, 'characters'],
    ['valid', '91440300708461136T', true, undefined]
  ])('%s', (_name, code, required, problem) => {
    expect(taxpayerIdProblem(code, required)).toBe(problem)
  })
})

const enterprise: InvoiceApplication = {
  invoiceType: 'VAT_E_ORDINARY',
  invoiceTitleType: 'ENTERPRISE',
  invoiceTitle: '深圳市腾讯计算机系统有限公司',
  taxpayerId: '91440300708461136T'
}

describe('invoiceProblems: "type, title and, for enterprise, taxpayer ID are required"', () => {
  test.each<[string, InvoiceApplication, Array<[string, string]>]>([
    ['a complete enterprise application', enterprise, []],
    [
      'an individual needs no taxpayer id',
      { invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '张三' },
      []
    ],
    ['type missing', { ...enterprise, invoiceType: '' }, [['invoiceType', 'required']]],
    ['unknown type', { ...enterprise, invoiceType: 'VAT_SPECIAL' }, [['invoiceType', 'unknown']]],
    ['title type missing', { ...enterprise, invoiceTitleType: undefined }, [['invoiceTitleType', 'required']]],
    ['title blank', { ...enterprise, invoiceTitle: '   ' }, [['invoiceTitle', 'required']]],
    ['title over 100 characters', { ...enterprise, invoiceTitle: '公'.repeat(101) }, [['invoiceTitle', 'too_long']]],
    ['enterprise without taxpayer id', { ...enterprise, taxpayerId: '' }, [['taxpayerId', 'required']]],
    ['enterprise with a wrong check character', { ...enterprise, taxpayerId: '91440300708461136A' }, [['taxpayerId', 'check']]],
    [
      'an institution may give its code; a wrong one is still caught',
      { ...enterprise, invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', taxpayerId: '12100000400000624X' },
      [['taxpayerId', 'check']]
    ],
    ['paper needs a delivery address', { ...enterprise, invoiceType: 'VAT_E_ORDINARY_PAPER' }, [['deliveryAddressId', 'required']]],
    ['paper with an address', { ...enterprise, invoiceType: 'VAT_E_ORDINARY_PAPER', deliveryAddressId: 'a1' }, []],
    ['optional bank account must be digits', { ...enterprise, bankAccount: 'abc' }, [['bankAccount', 'format']]],
    [
      'optional bank details and phone',
      { ...enterprise, bankName: '招商银行深圳分行', bankAccount: '7559 0000 0000 123', address: '深圳市南山区', phoneNo: '0755-86013388' },
      []
    ],
    ['optional phone must be a phone', { ...enterprise, phoneNo: 'call me' }, [['phoneNo', 'format']]],
    ['unknown content type', { ...enterprise, invoiceContentType: 'FOOD' }, [['invoiceContentType', 'unknown']]]
  ])('%s', (_name, application, expected) => {
    expect(invoiceProblems(application).map((p) => [p.field, p.problem])).toEqual(expected)
  })
})

const order = (over: Partial<InvoiceOrderFacts> = {}): InvoiceOrderFacts => ({
  paid: true,
  paidFen: 3 * 18000 + 1500,
  deliveryFen: 1500,
  refundedFen: 0,
  refundedInFull: false,
  tickets: [{ state: 'VALID' }, { state: 'VALID' }, { state: 'USED' }],
  invoiceStates: [],
  ...over
})

describe('invoiceAmountFen: from money, "A paper invoice excludes the shipping fee"', () => {
  test.each<[string, InvoiceOrderFacts, 'VAT_E_ORDINARY' | 'VAT_E_ORDINARY_PAPER', number]>([
    ['e-invoice: the whole paid amount', order(), 'VAT_E_ORDINARY', 55500],
    ['paper: the paid amount less the shipping fee', order(), 'VAT_E_ORDINARY_PAPER', 54000],
    [
      'partly refunded: the money paid back comes off, not the ticket price',
      order({ refundedFen: 16200, tickets: [{ state: 'REFUNDED' }, { state: 'VALID' }, { state: 'USED' }] }),
      'VAT_E_ORDINARY',
      39300
    ],
    [
      'partly refunded, paper',
      order({ refundedFen: 18000, tickets: [{ state: 'REFUNDED' }, { state: 'VALID' }, { state: 'VALID' }] }),
      'VAT_E_ORDINARY_PAPER',
      36000
    ],
    ['a cheaper rebook paid back the difference (no ticket REFUNDED)', order({ refundedFen: 6000 }), 'VAT_E_ORDINARY', 49500],
    ['no delivery fee: paper and e-invoice agree', order({ paidFen: 54000, deliveryFen: 0 }), 'VAT_E_ORDINARY_PAPER', 54000],
    ['never below zero', order({ paidFen: 1000, deliveryFen: 1500 }), 'VAT_E_ORDINARY_PAPER', 0],
    ['never below zero after refunds', order({ refundedFen: 55000 }), 'VAT_E_ORDINARY_PAPER', 0]
  ])('%s', (_name, facts, type, fen) => {
    expect(invoiceAmountFen(facts, type)).toBe(fen)
  })
})

describe('invoiceRefusal: paid, not fully refunded, one live invoice per order', () => {
  test.each<[string, InvoiceOrderFacts, string | undefined]>([
    ['a paid order may apply', order(), undefined],
    ['unpaid', order({ paid: false }), 'NOT_PAID'],
    ['every ticket refunded', order({ tickets: [{ state: 'REFUNDED' }] }), 'FULLY_REFUNDED'],
    [
      'the order marked refunded in full (orders.refunded_at)',
      order({ refundedInFull: true, tickets: [{ state: 'REFUNDED' }, { state: 'REBOOKED' }] }),
      'FULLY_REFUNDED'
    ],
    ['every fen paid back (rebooks and refunds), tickets left', order({ refundedFen: 55500 }), 'FULLY_REFUNDED'],
    ['partly paid back: may apply for the rest', order({ refundedFen: 6000 }), undefined],
    ['a refund under way', order({ tickets: [{ state: 'REFUNDING' }, { state: 'VALID' }] }), 'REFUND_IN_PROGRESS'],
    ['an application is open (APPLYING)', order({ invoiceStates: ['APPLYING'] }), 'ALREADY_INVOICED'],
    ['already issued (SUCCESS)', order({ invoiceStates: ['CANCELLED', 'SUCCESS'] }), 'ALREADY_INVOICED'],
    ['"rejected ... can re-apply"', order({ invoiceStates: ['REJECTED'] }), undefined],
    ['a cancelled one does not block a new one', order({ invoiceStates: ['CANCELLED'] }), undefined],
    ['a free order has nothing to invoice', order({ paidFen: 0, deliveryFen: 0, tickets: [{ state: 'VALID' }] }), 'NOTHING_TO_INVOICE']
  ])('%s', (_name, facts, refusal) => {
    expect(invoiceRefusal(facts)).toBe(refusal)
  })
})

describe('invoiceNext: "APPLYING, REJECTED, SUCCESS and cancelled"', () => {
  test.each([
    ['APPLYING', 'ISSUE', 'SUCCESS'],
    ['APPLYING', 'REJECT', 'REJECTED'],
    ['APPLYING', 'BUYER_CANCEL', 'CANCELLED'],
    ['APPLYING', 'ORDER_CANCEL', 'CANCELLED'],
    ['SUCCESS', 'ORDER_CANCEL', 'CANCELLED'],
    ['REJECTED', 'REAPPLY', 'APPLYING'],
    ['SUCCESS', 'BUYER_CANCEL', undefined],
    ['SUCCESS', 'ISSUE', undefined],
    ['REJECTED', 'ISSUE', undefined],
    ['REJECTED', 'ORDER_CANCEL', undefined],
    ['CANCELLED', 'REAPPLY', undefined],
    ['APPLYING', 'REAPPLY', undefined]
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(invoiceNext(from, action)).toBe(to)
  })
})

describe('the merchant issuing', () => {
  test.each([
    ['https://fp.example.com/i/1', true],
    ['http://fp.example.com/i/1', false],
    ['javascript:alert(1)', false],
    ['https://user:pw@fp.example.com/', false],
    ['not a url', false]
  ])('e-invoice link %s: https only', (url, ok) => {
    expect(isInvoiceLink(url)).toBe(ok)
  })
  test('a PDF starts with %PDF-', () => {
    expect(isPdfHead(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true)
    expect(isPdfHead(new TextEncoder().encode('<html>'))).toBe(false)
    expect(isPdfHead(new Uint8Array([0x25, 0x50]))).toBe(false)
  })
})
