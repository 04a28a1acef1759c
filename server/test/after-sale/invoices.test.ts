/**
 * Invoices (issue #17 "Invoices"), on every engine. Spec lines checked: product.md "Invoice" entity
 * ("invoiceType: VAT_E_ORDINARY or VAT_E_ORDINARY_PAPER", "invoiceTitleType: INDIVIDUAL_OR_INSTITUTION or
 * ENTERPRISE"), "Other states" ("Invoice: applying, rejected (with reason, can re-apply), issued, cancelled
 * (auto-cancelled when the order status changes). Statuses named APPLYING, REJECTED, SUCCESS and
 * cancelled."), "Validation rules" ("Invoice: type, title and, for enterprise, taxpayer ID are required. A
 * paper invoice excludes the shipping fee.").
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { expressTier, tier, type Tier } from '../helpers/tier-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { ADMIN_API, CSRF_HEADER, type AuditReply } from '../../../types/api/staff'
import {
  INVOICE_PATHS,
  invoicePath,
  type AdminInvoice,
  type AdminInvoicePage,
  type InvoiceDetail,
  type InvoiceDownload,
  type InvoiceSummary,
  type OrderInvoice
} from '../../../types/api/invoice'
import { cancelInvoicesOfOrder } from '../../src/invoice/invoice.service'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import type { RebookApplyReply } from '../../../types/api/rebook'
import type { RefundRule } from '../../../types/rules/refund-rule'

const TENCENT = {
  invoiceType: 'VAT_E_ORDINARY',
  invoiceTitleType: 'ENTERPRISE',
  invoiceTitle: '深圳市腾讯计算机系统有限公司',
  taxpayerId: '91440300708461136T'
}
const PER_TICKET_10: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' }
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

function pdfForm(file: Buffer | undefined, invoiceNo = '', filename = 'invoice.pdf') {
  const boundary = '----stagedoor' + Math.random().toString(16).slice(2)
  const parts: Buffer[] = []
  if (invoiceNo) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="invoiceNo"\r\n\r\n${invoiceNo}\r\n`))
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`
      ),
      file,
      Buffer.from('\r\n')
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

for (const engine of ENGINES) {
  describe(`invoices on ${engine}`, () => {
    let t: TestApp
    let finance: ConsoleClient
    let buyer: Login
    let other: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
      buyer = await phoneLogin(t, '13200000391')
      other = await phoneLogin(t, '13200000392')
      calls = paying(t, buyer, `invoices-${engine}`)
    })
    after(async () => t.close())

    const paidOrder = (tr: Tier, qty: number) => calls.paidOrder(tr, qty)
    const apply = (orderId: string, fields: object, who = buyer, lang = 'zh') =>
      t.call<InvoiceDetail>('POST', `${INVOICE_PATHS.apply}?lang=${lang}`, { orderId, ...fields }, auth(who))
    const ofOrder = async (orderId: string, who = buyer) =>
      (await t.get<OrderInvoice>(invoicePath(INVOICE_PATHS.ofOrder, { orderId }), auth(who))).body
    const detail = (id: string, who = buyer) => t.get<InvoiceDetail>(invoicePath(INVOICE_PATHS.detail, { id }), auth(who))
    const rowCount = async (orderId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE order_id = $1', [orderId]))[0].n
    const uploadPdf = async (client: ConsoleClient, id: string, form: ReturnType<typeof pdfForm>) => {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({
        method: 'PUT',
        url: `${ADMIN_API}/invoices/${id}/pdf?lang=zh`,
        headers: { cookie, [CSRF_HEADER]: client.csrf, ...form.headers },
        payload: form.payload
      })
      return res.json() as { statusCode: number; errorCode: string; comments: string; data: AdminInvoice }
    }

    test('an unpaid order cannot apply ("paid" orders only), with a translated reason; nothing is written', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const seen = await ofOrder(o.orderId)
      assert.deepEqual([seen.data.canApply, seen.data.refusal], [false, 'NOT_PAID'])
      const zh = await apply(o.orderId, TENCENT)
      assert.deepEqual([zh.body.statusCode, zh.body.errorCode, zh.body.mode], [40213, 'INVOICE_ORDER_REFUSED', 'alert'])
      assert.equal(zh.body.comments, '订单未支付，暂不能开票')
      assert.equal((await apply(o.orderId, TENCENT, buyer, 'en')).body.comments, 'This order is not paid, so it cannot be invoiced yet')
      assert.equal(await rowCount(o.orderId), 0)
    })

    test('"type, title and, for enterprise, taxpayer ID are required": each refused with its translated message, nothing written', async () => {
      const orderId = await paidOrder(await freshTier(t), 1)
      const noTaxId = await apply(orderId, { ...TENCENT, taxpayerId: '' })
      assert.deepEqual([noTaxId.body.statusCode, noTaxId.body.errorCode], [40211, 'INVOICE_TAXPAYER_ID'])
      assert.equal(noTaxId.body.comments, '纳税人识别号有误：企业抬头须填写18位统一社会信用代码')
      // Tencent's code with its last two digits swapped: the GB 32100-2015 check character catches it.
      const typo = await apply(orderId, { ...TENCENT, taxpayerId: '91440300708461163T' }, buyer, 'zh-MO')
      assert.deepEqual([typo.body.statusCode, typo.body.comments], [40211, '納稅人識別號有誤：企業抬頭須填寫18位統一社會信用代碼'])
      const legacy = await apply(orderId, { ...TENCENT, taxpayerId: '440300708461136' }, buyer, 'en')
      assert.equal(legacy.body.comments, 'Invalid taxpayer ID: an enterprise title needs its 18-character unified social credit code')
      const noTitle = await apply(orderId, { ...TENCENT, invoiceTitle: '  ' })
      assert.deepEqual(
        [noTitle.body.statusCode, noTitle.body.errorCode, noTitle.body.comments],
        [40210, 'INVOICE_INVALID', '发票信息有误：请填写发票抬头']
      )
      assert.equal(
        (await apply(orderId, { ...TENCENT, invoiceType: 'VAT_SPECIAL' }, buyer, 'en')).body.comments,
        'Invoice details: The invoice type is not one of the choices'
      )
      assert.equal(
        (await apply(orderId, { ...TENCENT, invoiceTitleType: '' }, buyer, 'zh-MO')).body.comments,
        '發票資料有誤：請填寫抬頭類型'
      )
      const paperNoAddress = await apply(orderId, { ...TENCENT, invoiceType: 'VAT_E_ORDINARY_PAPER' })
      assert.deepEqual([paperNoAddress.body.statusCode, paperNoAddress.body.comments], [40219, '纸质发票请选择收货地址'])
      assert.equal(await rowCount(orderId), 0)
    })

    test("apply → APPLYING for the paid amount; one live invoice per order; another buyer's order and invoice are not found", async () => {
      const tr = await freshTier(t)
      const orderId = await paidOrder(tr, 2)
      const before = await ofOrder(orderId)
      assert.deepEqual([before.data.canApply, before.data.amounts.VAT_E_ORDINARY], [true, tr.price_fen * 2])
      const applied = await apply(orderId, {
        ...TENCENT,
        taxpayerId: '91440300 708461136t',
        bankName: '招商银行',
        bankAccount: '7559 0000 0000 123'
      })
      assert.equal(applied.body.statusCode, 200, applied.body.comments)
      const inv = applied.body.data
      assert.deepEqual(
        [inv.state, inv.stateText, inv.invoiceAmount, inv.taxpayerId, inv.canCancel, inv.canReapply],
        ['APPLYING', '申请中', tr.price_fen * 2, '91440300708461136T', true, false]
      )

      const again = await apply(orderId, {
        ...TENCENT,
        invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION',
        invoiceTitle: '张三',
        taxpayerId: ''
      })
      assert.deepEqual([again.body.statusCode, again.body.errorCode], [40214, 'INVOICE_EXISTS'])
      assert.equal(await rowCount(orderId), 1)
      const after = await ofOrder(orderId)
      assert.deepEqual([after.data.canApply, after.data.refusal, after.data.invoice?.id], [false, 'ALREADY_INVOICED', inv.id])

      // Ownership: another buyer's order and invoice are "not found", never "forbidden".
      assert.equal((await apply(orderId, TENCENT, other)).body.errorCode, 'ORDER_NOT_FOUND')
      assert.equal((await ofOrder(orderId, other)).errorCode, 'ORDER_NOT_FOUND')
      assert.equal((await detail(inv.id, other)).body.errorCode, 'INVOICE_NOT_FOUND')
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.cancel, { id: inv.id }), undefined, auth(other))).body.errorCode,
        'INVOICE_NOT_FOUND'
      )
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.reapply, { id: inv.id }), TENCENT, auth(other))).body.errorCode,
        'INVOICE_NOT_FOUND'
      )
      const mine = (await t.get<InvoiceSummary[]>(INVOICE_PATHS.mine, auth(buyer))).body.data
      assert.ok(mine.some((i) => i.id === inv.id))
      assert.ok(!(await t.get<InvoiceSummary[]>(INVOICE_PATHS.mine, auth(other))).body.data.some((i) => i.id === inv.id))
      // "prefilled from the last submitted title"
      const nextOrder = await paidOrder(tr, 1)
      assert.deepEqual((await ofOrder(nextOrder)).data.lastTitle?.taxpayerId, '91440300708461136T')
    })

    test('two applications racing for one order: exactly one is APPLYING', async () => {
      const orderId = await paidOrder(await freshTier(t), 1)
      const results = await Promise.all([apply(orderId, TENCENT), apply(orderId, TENCENT), apply(orderId, TENCENT)])
      assert.deepEqual(results.map((r) => r.body.statusCode).sort(), [200, 40214, 40214])
      assert.equal(await rowCount(orderId), 1)
    })

    test('console: door staff and operators are refused; "rejected (with reason, can re-apply)"; issued with an https link; each decision audited', async () => {
      const orderId = await paidOrder(await freshTier(t), 1)
      const inv = (await apply(orderId, TENCENT)).body.data
      for (const email of [DOOR, OPERATOR]) {
        const staff = await loggedIn(t, email)
        const list = await staff.call('GET', '/invoices')
        assert.deepEqual([list.status, list.body.errorCode], [403, 'STAFF_FORBIDDEN'])
        const issue = await staff.call('POST', `/invoices/${inv.id}/issue`, {
          kind: 'LINK',
          invoiceNo: '1',
          linkUrl: 'https://fp.example.com/1'
        })
        assert.deepEqual([issue.status, issue.body.errorCode], [403, 'STAFF_FORBIDDEN'])
      }
      const noCsrf = await t.app.inject({
        method: 'POST',
        url: `${ADMIN_API}/invoices/${inv.id}/reject`,
        headers: { cookie: [...finance.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        payload: { reason: 'x' }
      })
      assert.equal(noCsrf.json().errorCode, 'CSRF_INVALID')

      const applying = await finance.call<AdminInvoicePage>('GET', '/invoices?state=APPLYING&pageSize=100')
      assert.ok(applying.body.data.rows.some((r) => r.id === inv.id && r.buyerPhone.endsWith('0391')))
      assert.equal((await finance.call('POST', `/invoices/${inv.id}/reject?lang=zh`, { reason: '  ' })).body.statusCode, 40218)
      const rejected = await finance.call<AdminInvoice>('POST', `/invoices/${inv.id}/reject`, { reason: '抬头与营业执照不符' })
      assert.equal(rejected.body.data.state, 'REJECTED')
      const seen = (await detail(inv.id)).body.data
      assert.deepEqual([seen.state, seen.rejectReason, seen.canReapply, seen.canCancel], ['REJECTED', '抬头与营业执照不符', true, false])
      assert.equal(
        (await finance.call('POST', `/invoices/${inv.id}/issue`, { kind: 'LINK', invoiceNo: '1', linkUrl: 'https://fp.example.com/1' }))
          .body.errorCode,
        'INVOICE_STATE'
      )
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.cancel, { id: inv.id }), undefined, auth(buyer))).body.errorCode,
        'INVOICE_STATE'
      )

      const reapplied = await t.call<InvoiceDetail>(
        'POST',
        invoicePath(INVOICE_PATHS.reapply, { id: inv.id }),
        { ...TENCENT, invoiceTitle: '腾讯科技（深圳）有限公司' },
        auth(buyer)
      )
      assert.deepEqual(
        [reapplied.body.data.state, reapplied.body.data.invoiceTitle, reapplied.body.data.rejectReason],
        ['APPLYING', '腾讯科技（深圳）有限公司', '']
      )
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.reapply, { id: inv.id }), TENCENT, auth(buyer))).body.errorCode,
        'INVOICE_STATE',
        'only a REJECTED one is re-applied'
      )

      const http = await finance.call('POST', `/invoices/${inv.id}/issue?lang=en`, {
        kind: 'LINK',
        invoiceNo: '04403200111',
        linkUrl: 'http://fp.example.com/1'
      })
      assert.deepEqual([http.body.statusCode, http.body.comments], [40218, 'Issuing details: the e-invoice link must start with https://'])
      const paperWay = await finance.call('POST', `/invoices/${inv.id}/issue`, { kind: 'PAPER', expressCompany: '顺丰', expressNo: 'SF1' })
      assert.equal(paperWay.body.statusCode, 40218, 'an e-invoice is not sent by express')
      const issued = await finance.call<AdminInvoice>('POST', `/invoices/${inv.id}/issue`, {
        kind: 'LINK',
        invoiceNo: '04403200111',
        linkUrl: 'https://fp.example.com/i/04403200111'
      })
      assert.deepEqual([issued.body.data.state, issued.body.data.issueKind, issued.body.data.decidedBy], ['SUCCESS', 'LINK', FINANCE])
      const buyerView = (await detail(inv.id)).body.data
      assert.deepEqual(
        [buyerView.state, buyerView.stateText, buyerView.invoiceNo, buyerView.invoiceUrl, buyerView.hasPdf, buyerView.canCancel],
        ['SUCCESS', '已开票', '04403200111', 'https://fp.example.com/i/04403200111', false, false]
      )
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.cancel, { id: inv.id }), undefined, auth(buyer))).body.errorCode,
        'INVOICE_STATE',
        'an issued invoice is not cancelled by the buyer'
      )
      assert.equal(
        (await finance.call('POST', `/invoices/${inv.id}/issue`, { kind: 'LINK', invoiceNo: '2', linkUrl: 'https://fp.example.com/2' }))
          .body.errorCode,
        'INVOICE_STATE',
        'issued once'
      )

      const owner = await loggedIn(t, OWNER)
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data.items.filter(
        (r) => r.target === `invoice:${inv.id}`
      )
      assert.deepEqual(audit.map((r) => r.action).sort(), ['invoice.issue', 'invoice.reject'])
    })

    test('PDF issue: a non-PDF and one over 5 MB are refused, a PDF issues; only its buyer gets a download link, which expires', async () => {
      const orderId = await paidOrder(await freshTier(t), 1)
      const inv = (await apply(orderId, TENCENT)).body.data
      const html = await uploadPdf(finance, inv.id, pdfForm(Buffer.from('<html><body>not a pdf</body></html>')))
      assert.deepEqual([html.statusCode, html.errorCode, html.comments], [40216, 'INVOICE_PDF_INVALID', '请上传PDF格式的发票文件'])
      const none = await uploadPdf(finance, inv.id, pdfForm(undefined, '123'))
      assert.equal(none.errorCode, 'INVOICE_PDF_INVALID')
      const big = await uploadPdf(finance, inv.id, pdfForm(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])))
      assert.deepEqual([big.statusCode, big.comments], [40217, '发票文件不能超过5MB'])
      assert.equal((await detail(inv.id)).body.data.state, 'APPLYING')
      assert.equal(
        (await t.get(invoicePath(INVOICE_PATHS.download, { id: inv.id }), auth(buyer))).body.errorCode,
        'INVOICE_STATE',
        'nothing to download yet'
      )

      const issued = await uploadPdf(finance, inv.id, pdfForm(PDF, '04403200222'))
      assert.equal(issued.statusCode, 200, issued.comments)
      assert.deepEqual(
        [issued.data.state, issued.data.issueKind, issued.data.hasPdf, issued.data.invoiceNo],
        ['SUCCESS', 'PDF', true, '04403200222']
      )
      const [{ key }] = await t.db.query<{ key: string }>('SELECT pdf_key AS key FROM invoices WHERE id = $1', [inv.id])
      assert.match(key, /^invoice\/[^/]+\/[0-9a-f]{64}\.pdf$/, 'stored under its content hash')
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/pub/v1/uploads/${key}` })).statusCode,
        404,
        'never served by the public uploads'
      )

      assert.equal(
        (await t.get(invoicePath(INVOICE_PATHS.download, { id: inv.id }), auth(other))).body.errorCode,
        'INVOICE_NOT_FOUND',
        'download only by the owner'
      )
      const link = (await t.get<InvoiceDownload>(invoicePath(INVOICE_PATHS.download, { id: inv.id }), auth(buyer))).body.data
      const file = await t.app.inject({ method: 'GET', url: link.url })
      assert.deepEqual(
        [file.statusCode, file.headers['content-type'], file.rawPayload.subarray(0, 5).toString()],
        [200, 'application/pdf', '%PDF-']
      )
      const forged = link.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
      assert.equal((await t.app.inject({ method: 'GET', url: forged })).json().errorCode, 'NOT_FOUND')
      t.setNow(new Date(NOON.getTime() + 11 * 60_000))
      try {
        assert.equal((await t.app.inject({ method: 'GET', url: link.url })).json().errorCode, 'NOT_FOUND', 'the link lasts ten minutes')
      } finally {
        t.setNow(NOON)
      }
      const staffCopy = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_API}/invoices/${inv.id}/pdf`,
        headers: { cookie: [...finance.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
      })
      assert.deepEqual([staffCopy.statusCode, staffCopy.rawPayload.subarray(0, 5).toString()], [200, '%PDF-'])
    })

    test('"A paper invoice excludes the shipping fee": sent to the buyer\'s own address, issued with the merchant\'s express', async () => {
      const { tier: tr, expressFeeFen } = await expressTier(t)
      const mine = await shanghaiAddress(t, buyer)
      const theirs = await shanghaiAddress(t, other)
      const created = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          deliverMethod: 'EXPRESS',
          addressId: mine,
          paymentParam: { payAmount: tr.price_fen + expressFeeFen },
          idempotencyKey: `invoice-paper-${engine}`
        },
        auth(buyer)
      )
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const { orderId } = created.body.data
      const info = await calls.startPay(created.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const amounts = (await ofOrder(orderId)).data.amounts
      assert.deepEqual(amounts, { VAT_E_ORDINARY: tr.price_fen + expressFeeFen, VAT_E_ORDINARY_PAPER: tr.price_fen })

      const paper = { ...TENCENT, invoiceType: 'VAT_E_ORDINARY_PAPER' }
      assert.equal(
        (await apply(orderId, { ...paper, deliveryAddressId: theirs })).body.errorCode,
        'INVOICE_ADDRESS_REQUIRED',
        "another buyer's address is not his"
      )
      const inv = (await apply(orderId, { ...paper, deliveryAddressId: mine })).body.data
      assert.deepEqual([inv.invoiceAmount, inv.deliveryAddress?.recipient], [tr.price_fen, '王五'])
      assert.equal(
        (await uploadPdf(finance, inv.id, pdfForm(PDF))).errorCode,
        'INVOICE_ISSUE_INVALID',
        'a paper invoice is sent, not uploaded'
      )
      const sent = await finance.call<AdminInvoice>('POST', `/invoices/${inv.id}/issue`, {
        kind: 'PAPER',
        expressCompany: '顺丰速运',
        expressNo: 'SF1234567890',
        expressTel: '95338'
      })
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      assert.deepEqual((await detail(inv.id)).body.data.express, { company: '顺丰速运', number: 'SF1234567890', tel: '95338' })
    })

    /** A refund of `ticketIds` asked by the buyer and approved by finance (the show's rule: 10% fee per ticket). */
    const refundApproved = async (orderId: string, ticketIds: string[]) => {
      const req = await t.call<RefundRequestView>('POST', REFUND_API.requests(orderId), { ticketIds, reason: 'OTHER' }, auth(buyer))
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      return req.body.data
    }
    const withRefundRule = async (tr: Tier) => {
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(PER_TICKET_10)])
      t.forgetCaches()
    }

    test('"the amount comes from money": paid less the refund paid back (not the ticket price, its fee stays invoiced); "cancelled (automatically when the order status changes)": the approval cancels the APPLYING invoice, the buyer re-applies for the new amount', async () => {
      const tr = await freshTier(t, 10000)
      await withRefundRule(tr)
      const orderId = await paidOrder(tr, 3)
      const tickets = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id', [orderId])
      const inv = (await apply(orderId, TENCENT)).body.data
      assert.equal(inv.invoiceAmount, 30000)

      const req = await t.call<RefundRequestView>(
        'POST',
        REFUND_API.requests(orderId),
        { ticketIds: [tickets[0].id], reason: 'OTHER' },
        auth(buyer)
      )
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal(req.body.data.amount, 9000, '10% fee kept')
      const during = await ofOrder(orderId)
      assert.deepEqual(
        [during.data.refusal, (await detail(inv.id)).body.data.state],
        ['REFUND_IN_PROGRESS', 'APPLYING'],
        'a request alone cancels nothing yet'
      )
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)

      const cancelled = (await detail(inv.id)).body.data
      assert.deepEqual(
        [cancelled.state, cancelled.cancelReason],
        ['CANCELLED', '订单发生退款，金额已变化，发票已自动作废；如仍有可开票金额，可重新申请']
      )
      // The refund is still in progress (queued, not yet asked of the provider): its money already comes off.
      const inProgress = await ofOrder(orderId)
      assert.deepEqual([inProgress.data.canApply, inProgress.data.amounts.VAT_E_ORDINARY], [true, 30000 - 9000])
      await t.app.payments.refunds.run(NOON)
      const [refund] = await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1", [
        req.body.data.requestId
      ])
      await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${refund.id}/deliver`, payload: { status: 'SUCCEEDED' } })
      const again = await apply(orderId, TENCENT)
      assert.equal(again.body.statusCode, 200, again.body.comments)
      assert.equal(again.body.data.invoiceAmount, 21000)
    })

    test('"cancelled (automatically when the order status changes)": an ISSUED invoice is cancelled by a refund approval; an order paid back in full may not apply (FULLY_REFUNDED)', async () => {
      const tr = await freshTier(t, 10000)
      await withRefundRule(tr)
      const orderId = await paidOrder(tr, 2)
      const [k1, k2] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id', [orderId])
      const inv = (await apply(orderId, TENCENT)).body.data
      assert.equal(
        (await finance.call('POST', `/invoices/${inv.id}/issue`, { kind: 'LINK', invoiceNo: '77', linkUrl: 'https://fp.example.com/77' }))
          .body.statusCode,
        200
      )
      await refundApproved(orderId, [k1.id])
      assert.deepEqual([(await detail(inv.id)).body.data.state, (await detail(inv.id)).body.data.invoiceUrl], ['CANCELLED', ''])
      assert.equal((await ofOrder(orderId)).data.amounts.VAT_E_ORDINARY, 20000 - 9000)
      await refundApproved(orderId, [k2.id])
      await t.db.query('UPDATE orders SET refunded_at = $2 WHERE id = $1', [orderId, NOON])
      const after = await ofOrder(orderId)
      assert.deepEqual([after.data.canApply, after.data.refusal], [false, 'FULLY_REFUNDED'])
    })

    test('"A paper invoice excludes the shipping fee" and the money paid back: finance issuing recomputes under the order lock and refuses (translated) an amount that no longer matches', async () => {
      const orderId = await paidOrder(await freshTier(t, 10000), 2)
      const inv = (await apply(orderId, TENCENT)).body.data
      // What was applied for differs from the money now (as if a refund slipped past the approval hook).
      await t.db.query('UPDATE invoices SET amount_fen = amount_fen + 1 WHERE id = $1', [inv.id])
      const zh = await finance.call('POST', `/invoices/${inv.id}/issue?lang=zh`, {
        kind: 'LINK',
        invoiceNo: '88',
        linkUrl: 'https://fp.example.com/88'
      })
      assert.deepEqual([zh.body.statusCode, zh.body.errorCode], [40218, 'INVOICE_ISSUE_INVALID'])
      assert.match(zh.body.comments, /订单有退款，开票金额已与申请时不同/)
      const en = await uploadPdf(finance, inv.id, pdfForm(PDF, '88'))
      assert.equal(en.errorCode, 'INVOICE_ISSUE_INVALID')
      assert.equal((await detail(inv.id)).body.data.state, 'APPLYING', 'nothing issued')
      await t.db.query('UPDATE invoices SET amount_fen = amount_fen - 1 WHERE id = $1', [inv.id])
      assert.equal(
        (await finance.call('POST', `/invoices/${inv.id}/issue`, { kind: 'LINK', invoiceNo: '88', linkUrl: 'https://fp.example.com/88' }))
          .body.statusCode,
        200
      )
    })

    test('"cancelled (automatically when the order status changes)": a cheaper rebook paying money back cancels the live invoice; the new amount is paid less that money (REBOOK refunds count)', async () => {
      const rows = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '1 day'
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 10 AND b.available >= 10
            AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id IN (a.id, b.id))
          ORDER BY a.id, b.id LIMIT 1`,
        [NOON]
      )
      assert.ok(rows[0], 'the demo data has a show with two sessions on sale')
      const { from_id, to_id, to_session } = rows[0]
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [from_id, 18000])
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [to_id, 12000])
      const from = await tier(t, from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24 WHERE id = $1', [from.show_id])
      t.forgetCaches()
      const orderId = await paidOrder(from, 2)
      const [k1] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id', [orderId])
      const inv = (await apply(orderId, TENCENT)).body.data
      assert.equal(inv.invoiceAmount, 36000)
      const res = await t.call<RebookApplyReply>(
        'POST',
        '/buyer/buyer/v1/reschedule_ticket/apply',
        { orderId, sessionId: to_session, tickets: [{ ticketId: k1.id, seatPlanId: to_id }], differenceFen: -6000 },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal((await detail(inv.id)).body.data.state, 'CANCELLED')
      const now = await ofOrder(orderId)
      assert.deepEqual([now.data.canApply, now.data.amounts.VAT_E_ORDINARY], [true, 30000])
    })

    test('"cancel while APPLYING": the buyer cancels, the reason is shown, and the order may apply again', async () => {
      const orderId = await paidOrder(await freshTier(t), 1)
      const inv = (await apply(orderId, TENCENT)).body.data
      const cancelled = await t.call<InvoiceDetail>(
        'POST',
        `${invoicePath(INVOICE_PATHS.cancel, { id: inv.id })}?lang=en`,
        undefined,
        auth(buyer)
      )
      assert.deepEqual(
        [cancelled.body.data.state, cancelled.body.data.stateText, cancelled.body.data.cancelReason],
        ['CANCELLED', 'Cancelled', 'You cancelled this application']
      )
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.cancel, { id: inv.id }), undefined, auth(buyer))).body.errorCode,
        'INVOICE_STATE'
      )
      assert.equal((await apply(orderId, TENCENT)).body.data.state, 'APPLYING')
      assert.equal(await rowCount(orderId), 2)
    })

    test('"auto-cancelled when the order status changes": cancelInvoicesOfOrder on a fully refunded order cancels APPLYING and SUCCESS, leaves the rest', async () => {
      const issuedOrder = await paidOrder(await freshTier(t), 2)
      const issued = (await apply(issuedOrder, TENCENT)).body.data
      assert.equal(
        (await finance.call('POST', `/invoices/${issued.id}/issue`, { kind: 'LINK', invoiceNo: '9', linkUrl: 'https://fp.example.com/9' }))
          .body.statusCode,
        200
      )
      const applyingOrder = await paidOrder(await freshTier(t), 1)
      const applying = (await apply(applyingOrder, TENCENT)).body.data
      const rejectedOrder = await paidOrder(await freshTier(t), 1)
      const rejected = (await apply(rejectedOrder, TENCENT)).body.data
      await finance.call('POST', `/invoices/${rejected.id}/reject`, { reason: '重复申请' })

      for (const orderId of [issuedOrder, applyingOrder, rejectedOrder])
        await t.db.query("UPDATE tickets SET state = 'REFUNDED' WHERE order_id = $1", [orderId])
      const n = await t.db.transaction(async (tx) => {
        let total = 0
        for (const orderId of [issuedOrder, applyingOrder, rejectedOrder]) {
          await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
          total += await cancelInvoicesOfOrder(tx, orderId, NOON)
        }
        return total
      })
      assert.equal(n, 2)
      for (const id of [issued.id, applying.id]) {
        const seen = (await detail(id)).body.data
        assert.deepEqual([seen.state, seen.cancelReason, seen.invoiceUrl], ['CANCELLED', '订单已全部退款，发票已自动作废', ''])
      }
      assert.equal((await detail(rejected.id)).body.data.state, 'REJECTED')
      assert.equal(await t.db.transaction((tx) => cancelInvoicesOfOrder(tx, issuedOrder, NOON)), 0, 'once')
      const after = await ofOrder(issuedOrder)
      assert.deepEqual([after.data.canApply, after.data.refusal], [false, 'FULLY_REFUNDED'])
      assert.equal(
        (await t.call('POST', invoicePath(INVOICE_PATHS.reapply, { id: rejected.id }), TENCENT, auth(buyer))).body.errorCode,
        'INVOICE_ORDER_REFUSED'
      )
    })
  })
}
