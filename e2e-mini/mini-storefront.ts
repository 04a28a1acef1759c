/**
 * The gateway a compiled mini-program talks to in these tests: the demo storefront (a copy of the browser
 * tests' seeded data folder), with the demo merchant's WeChat and Alipay settings pointing at the protocol
 * doubles (server/test/doubles/), so a mini-program login is a jscode2session / system.oauth.token exchange
 * and a payment a real JSAPI prepay or trade.create, answered and notified as the platforms do.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { runGateway, seededTemplate } from '../e2e/browser.mjs'
import { openDatabase } from '../server/src/db/db'
import { PaymentSettingsService } from '../server/src/platform-settings/payment-settings.service'
import { SettingsCipher } from '../server/src/platform-settings/settings-cipher'
import { DEMO_MERCHANT_ID } from '../server/src/seed/catalog'
import { WechatPayDouble } from '../server/test/doubles/wechat-pay-double'
import { AlipayDouble } from '../server/test/doubles/alipay-double'

export interface MiniStorefront {
  base: string
  wechat: WechatPayDouble
  alipay: AlipayDouble
  close(): Promise<void>
}

export async function startMiniStorefront(): Promise<MiniStorefront> {
  const wechat = await WechatPayDouble.start()
  const alipay = await new AlipayDouble().start()
  const dataDir = mkdtempSync(join(tmpdir(), 'stagedoor-mini-'))
  cpSync(await seededTemplate(), dataDir, { recursive: true })
  const key = randomBytes(32)
  const db = await openDatabase({ dataDir })
  try {
    const settings = new PaymentSettingsService(db, new SettingsCipher(key))
    await settings.write(DEMO_MERCHANT_ID, 'WECHAT', wechat.credentials(), new Date())
    await settings.write(DEMO_MERCHANT_ID, 'ALIPAY', alipay.credentials(), new Date())
  } finally {
    await db.close()
  }
  const gateway = await runGateway(dataDir, { SETTINGS_KEY: key.toString('base64') })
  return {
    base: gateway.base,
    wechat,
    alipay,
    async close() {
      await gateway.stop()
      await wechat.close()
      await alipay.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
