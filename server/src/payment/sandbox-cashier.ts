/** The sandbox provider's hosted cashier page: the amount and two buttons, pay or cancel. */
import type { Locale } from '../http/texts'
import { priceInfo } from '../../../types/rules/price-info'

const TEXT: Record<Locale, { title: string; pay: string; cancel: string; done: string }> = {
  'zh-CN': { title: '模拟收银台', pay: '确认支付', cancel: '取消支付', done: '该支付已处理' },
  'zh-MO': { title: '模擬收銀台', pay: '確認支付', cancel: '取消支付', done: '該支付已處理' },
  'en-US': { title: 'Sandbox cashier', pay: 'Pay', cancel: 'Cancel', done: 'This payment has been handled' }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function cashierPage(input: {
  paymentId: string
  token: string
  amountFen: number
  open: boolean
  locale: Locale
  action: string
}): string {
  const t = TEXT[input.locale]
  const p = priceInfo(input.amountFen)
  const amount = `${p.prefix}${p.yuanNum}${p.centNum ? `.${p.centNum}` : ''}`
  const hidden = `<input type="hidden" name="paymentId" value="${escape(input.paymentId)}"><input type="hidden" name="token" value="${escape(input.token)}">`
  const body = input.open
    ? `<form method="post" action="${input.action}">${hidden}<button class="pay" name="decision" value="pay">${t.pay}</button><button class="cancel" name="decision" value="cancel">${t.cancel}</button></form>`
    : `<p>${t.done}</p>`
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;text-align:center;background:#f5f6f8}h1{font-size:18px;color:#666}.amount{font-size:40px;font-weight:700;margin:24px 0 40px}
button{display:block;width:100%;height:48px;margin:12px 0;border:0;border-radius:24px;font-size:16px}.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#333}</style></head>
<body><h1>${t.title}</h1><div class="amount">${escape(amount)}</div>${body}</body></html>`
}
