/**
 * Per-merchant payment settings (issue #15: "per merchant (database, with the secrets encrypted at rest
 * by a key from the environment)"): the AES-256-GCM seal refuses a tampered value, another key and
 * another row; the settings round-trip through the database on every engine, are never stored or
 * described in plain, and are checked before anything is written.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { ENGINES, openTestDb, type TestDb } from '../helpers/helpers'
import { migrate } from '../../src/db/migrate'
import { seedDemo } from '../../src/seed/seed'
import { ANCHOR } from '../helpers/helpers'
import { DEV_SETTINGS_KEY, SettingsCipher, SettingsCipherError, parseSettingsKey } from '../../src/platform-settings/settings-cipher'
import { InvalidSettingsError, PaymentSettingsService } from '../../src/platform-settings/payment-settings.service'
import { loadConfig } from '../../src/config'
import type { WechatCredentials } from '../../src/platform-settings/wechat-credentials'

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

const pems = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
}

describe('settings cipher', () => {
  const cipher = new SettingsCipher(randomBytes(32))
  test('what is sealed opens again, and the sealed text holds nothing of it in plain', () => {
    const sealed = cipher.seal('{"apiV3Key":"0123456789abcdef0123456789abcdef"}', 'm:WECHAT')
    assert.ok(!sealed.includes('0123456789abcdef'))
    assert.equal(cipher.open(sealed, 'm:WECHAT'), '{"apiV3Key":"0123456789abcdef0123456789abcdef"}')
    assert.notEqual(cipher.seal('same', 'c'), cipher.seal('same', 'c'), 'a fresh nonce each time')
  })

  test('a tampered byte is refused', () => {
    const sealed = cipher.seal('secret settings', 'm:WECHAT')
    const [v, id, data] = sealed.split('.')
    const raw = Buffer.from(data, 'base64')
    for (const at of [0, 13, raw.length - 1]) {
      const bad = Buffer.from(raw)
      bad[at] ^= 1
      assert.throws(() => cipher.open([v, id, bad.toString('base64')].join('.'), 'm:WECHAT'), SettingsCipherError)
    }
  })

  test('another key is refused, even when the sealed text claims its key id', () => {
    const sealed = cipher.seal('secret settings', 'm:WECHAT')
    const other = new SettingsCipher(randomBytes(32))
    assert.throws(() => other.open(sealed, 'm:WECHAT'), /another SETTINGS_KEY/)
    const claimed = sealed.replace(cipher.keyId, other.keyId)
    assert.throws(() => other.open(claimed, 'm:WECHAT'), SettingsCipherError)
  })

  test('a value moved onto another merchant or platform is refused (the row is the associated data)', () => {
    const sealed = cipher.seal('secret settings', 'payment_settings:a:WECHAT')
    assert.throws(() => cipher.open(sealed, 'payment_settings:b:WECHAT'), SettingsCipherError)
    assert.throws(() => cipher.open(sealed, 'payment_settings:a:ALIPAY'), SettingsCipherError)
  })

  test('SETTINGS_KEY: 32 bytes of base64, required in production; unset elsewhere means the development key', () => {
    const key = randomBytes(32).toString('base64')
    assert.deepEqual(parseSettingsKey(key), Buffer.from(key, 'base64'))
    assert.throws(() => parseSettingsKey(randomBytes(16).toString('base64')), /32 random bytes/)
    assert.throws(() => loadConfig(env({ NODE_ENV: 'production' })), /SETTINGS_KEY must be set in production/)
    assert.equal(loadConfig(env({ NODE_ENV: 'production', SETTINGS_KEY: key })).settingsKey?.length, 32)
    assert.equal(loadConfig(env({})).settingsKey, undefined)
    assert.equal(DEV_SETTINGS_KEY.length, 32)
    assert.throws(
      () => loadConfig(env({ NODE_ENV: 'production', SETTINGS_KEY: key, PUBLIC_BASE_URL: 'http://shop.example.com' })),
      /https in production/
    )
    assert.equal(loadConfig(env({ PUBLIC_BASE_URL: 'https://shop.example.com/' })).publicBaseUrl, 'https://shop.example.com')
  })
})

for (const engine of ENGINES) {
  describe(`payment settings repository on ${engine}`, () => {
    let t: TestDb
    let settings: PaymentSettingsService
    const cipher = new SettingsCipher(randomBytes(32))
    const mch = pems()
    const platform = pems()
    const wechat: WechatCredentials = {
      miniAppId: 'wx1234567890abcdef',
      miniAppSecret: 'mini-secret-value-123',
      mchId: '1900000109',
      mchSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      mchPrivateKeyPem: mch.privatePem,
      apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
      platformPublicKeys: [{ serial: 'PUB_KEY_ID_0001', publicKeyPem: platform.publicPem }],
      payBaseUrl: 'http://127.0.0.1:9/'
    }
    before(async () => {
      t = await openTestDb(engine)
      await migrate(t.db)
      await seedDemo(t.db, ANCHOR)
      settings = new PaymentSettingsService(t.db, cipher)
    })
    after(async () => t.drop())

    test("a merchant's WeChat settings round-trip, sealed at rest, and a change is announced", async () => {
      const changed: string[] = []
      settings.onChange((m) => changed.push(m))
      await settings.write('demo', 'WECHAT', wechat, ANCHOR)
      assert.deepEqual((await settings.credentials('demo')).WECHAT, wechat)
      assert.deepEqual(changed, ['demo'])
      const [row] = await t.db.query<{ sealed: string; key_id: string }>(
        "SELECT sealed, key_id FROM payment_settings WHERE merchant_id = 'demo' AND platform = 'WECHAT'"
      )
      for (const secret of [wechat.miniAppSecret, wechat.apiV3Key, 'PRIVATE KEY', wechat.mchId])
        assert.ok(!row.sealed.includes(secret as string), 'nothing in plain at rest')
      assert.equal(row.key_id, cipher.keyId)
      // Another gateway with another SETTINGS_KEY cannot read them.
      await assert.rejects(new PaymentSettingsService(t.db, new SettingsCipher(randomBytes(32))).credentials('demo'), SettingsCipherError)
    })

    test('describe shows what is set and never a secret', async () => {
      const described = await settings.describe('demo')
      const text = JSON.stringify(described)
      for (const secret of [wechat.miniAppSecret, wechat.apiV3Key, 'PRIVATE KEY', 'PUBLIC KEY'])
        assert.ok(!text.includes(secret as string), `${secret?.slice(0, 12)} is not shown`)
      assert.equal(described.WECHAT?.fields.miniAppId, wechat.miniAppId)
      assert.equal(described.WECHAT?.fields.apiV3Key, 'set, 32 characters (hidden)')
      assert.equal(described.WECHAT?.fields.platformPublicKeys, 'serial PUB_KEY_ID_0001')
      assert.equal(described.ALIPAY, undefined)
    })

    test('merge changes the given fields only; a whole write replaces; remove deletes', async () => {
      await settings.write('demo', 'WECHAT', { officialAppId: 'wxofficial0001', officialAppSecret: 'official-secret' }, ANCHOR, {
        merge: true
      })
      const merged = (await settings.credentials('demo')).WECHAT
      assert.equal(merged?.miniAppSecret, wechat.miniAppSecret)
      assert.equal(merged?.officialAppId, 'wxofficial0001')
      await settings.write('demo', 'WECHAT', { miniAppId: 'wxonly', miniAppSecret: 's' }, ANCHOR)
      assert.deepEqual((await settings.credentials('demo')).WECHAT, { miniAppId: 'wxonly', miniAppSecret: 's' })
      const before = await settings.version('demo')
      await settings.write(
        'demo',
        'ALIPAY',
        { appId: '2021000000000001', appPrivateKeyPem: mch.privatePem, alipayPublicKeyPem: platform.publicPem },
        new Date(ANCHOR.getTime() + 1000)
      )
      assert.notEqual(await settings.version('demo'), before)
      assert.equal((await settings.credentials('demo')).ALIPAY?.appId, '2021000000000001')
      assert.equal(await settings.remove('demo', 'ALIPAY'), true)
      assert.equal((await settings.credentials('demo')).ALIPAY, undefined)
    })

    test('settings are checked before anything is written: unknown fields, a short APIv3 key, an unreadable key, an unknown merchant', async () => {
      const stored = await settings.version('demo')
      const refused = async (input: object, pattern: RegExp, merchant = 'demo') => {
        await assert.rejects(
          settings.write(merchant, 'WECHAT', input, ANCHOR),
          (e: unknown) => e instanceof InvalidSettingsError && pattern.test(e.message)
        )
      }
      await refused({ miniAppId: 'wx1', secretField: 'x' }, /secretField|additional/i)
      await refused({ apiV3Key: 'short' }, /apiV3Key/)
      await refused(
        { mchPrivateKeyPem: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' },
        /mchPrivateKeyPem: not a readable PEM key/
      )
      await refused({ payBaseUrl: 'ftp://x' }, /payBaseUrl/)
      await refused({ miniAppId: 'wx1' }, /merchant "nobody" does not exist/, 'nobody')
      assert.equal(await settings.version('demo'), stored)
    })
  })
}
