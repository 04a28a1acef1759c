/**
 * Wallet passes (issue #17, "The rest of the ticket and order pages": "Apple Wallet / Google Wallet passes
 * and an `.ics` calendar file for each ticket ..., where the platform allows (H5)") with the merchant's own
 * credentials, on every engine: the console's owner-only settings (validated with node-forge, sealed, never
 * shown back, audited), the buyer's .pkpass (a zip whose manifest SHA-1s match, signed by a detached PKCS#7
 * that verifies with the signer certificate) and Google save link (a JWT that verifies with the service
 * account's public key), and the door: the Apple pass's static code admits only while the ticket is VALID
 * with the secret it was made from; the Google pass rotates with the ticket's own code.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import forge from 'node-forge'
import { jwtVerify } from 'jose'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, OPERATOR, OWNER, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { BIND_TICKET_PATHS } from '../../../types/api/binding'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { AuditReply } from '../../../types/api/staff'
import type { CheckInReply } from '../../../types/api/door'
import type { Ticket, TicketDetail } from '../../../types/api/order'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { REFUND_API } from '../../../types/api/refund'
import {
  ADMIN_WALLET_PATHS,
  PKPASS_CONTENT_TYPE,
  WALLET_PATHS,
  walletPath,
  type AdminWalletSettings,
  type AppleWalletInput,
  type GoogleWalletInput,
  type GoogleWalletSave,
  type WalletPassLink
} from '../../../types/api/wallet'
import { CODE_PERIOD_SECONDS, hotp } from '../../../types/rules/rotating-ticket-code'
import { walletPassCode } from '../../src/ticket/ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'

const YEAR = 365 * 24 * 3600_000
const STEP_MS = CODE_PERIOD_SECONDS * 1000

// ---- credentials made here: a CA standing in for Apple's WWDR, a signer certificate it issued ----------

interface KeyPair {
  pem: string
  forgePrivate: forge.pki.rsa.PrivateKey
  forgePublic: forge.pki.rsa.PublicKey
}

/** RSA keys from node:crypto (native, fast), read into node-forge to make the certificates with. */
function rsaKeys(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  return {
    pem,
    forgePrivate: forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey,
    forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()) as forge.pki.rsa.PublicKey
  }
}

function certificate(
  commonName: string,
  keys: KeyPair,
  issuer: { cert?: forge.pki.Certificate; keys: KeyPair },
  validity: { from: Date; to: Date },
  ca: boolean,
  serial: string
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate()
  cert.publicKey = keys.forgePublic
  cert.serialNumber = serial
  cert.validity.notBefore = validity.from
  cert.validity.notAfter = validity.to
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Stagedoor Test' }
  ]
  cert.setSubject(subject)
  cert.setIssuer(issuer.cert ? issuer.cert.subject.attributes : subject)
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }])
  cert.sign(issuer.keys.forgePrivate, forge.md.sha256.create())
  return cert
}

const caKeys = rsaKeys()
const signerKeys = rsaKeys()
const strayKeys = rsaKeys()
const googleKeys = rsaKeys()
const inDate = { from: new Date(NOON.getTime() - YEAR), to: new Date(NOON.getTime() + YEAR) }
const caCert = certificate('Test WWDR CA', caKeys, { keys: caKeys }, inDate, true, '01')
const signerCert = certificate('Pass Type ID: pass.test.stagedoor', signerKeys, { cert: caCert, keys: caKeys }, inDate, false, '02')
const expiredCert = certificate(
  'Pass Type ID: pass.test.stagedoor',
  signerKeys,
  { cert: caCert, keys: caKeys },
  { from: new Date(NOON.getTime() - YEAR), to: new Date(NOON.getTime() - 24 * 3600_000) },
  false,
  '03'
)
const selfIssued = certificate('Pass Type ID: pass.test.stagedoor', signerKeys, { keys: signerKeys }, inDate, false, '04')

const APPLE: AppleWalletInput = {
  passTypeIdentifier: 'pass.test.stagedoor',
  teamIdentifier: 'ABCDE12345',
  organizationName: 'Stagedoor Demo',
  signerCertPem: forge.pki.certificateToPem(signerCert),
  signerKeyPem: signerKeys.pem,
  wwdrPem: forge.pki.certificateToPem(caCert)
}
const GOOGLE: GoogleWalletInput = {
  issuerId: '3388000000012345678',
  serviceAccountEmail: 'passes@stagedoor-test.iam.gserviceaccount.com',
  privateKeyPem: googleKeys.pem,
  classSuffix: 'stagedoor'
}

// ---- reading a .pkpass as Wallet would ------------------------------------------------------------------

/** The files of a zip (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--
  assert.ok(end >= 0, 'a zip has an end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    assert.equal(zip.readUInt32LE(at), 0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const raw = zip.subarray(start, start + size)
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw))
    at += 46 + skip
  }
  return files
}

/**
 * Whether `signature` is a detached PKCS#7 over `content` by `signer`: its messageDigest attribute is the
 * content's SHA-1 and its RSA signature over the DER of the authenticated attributes verifies with the
 * signer certificate's key (what Wallet checks before it accepts a pass).
 */
function verifiesDetached(signature: Buffer, content: Buffer, signer: forge.pki.Certificate): boolean {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature.toString('binary'))) as unknown as {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string; content?: unknown }
    certificates: forge.pki.Certificate[]
  }
  const capture = message.rawCapture
  const digestAttribute = capture.authenticatedAttributes.find(
    (a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest
  )
  assert.ok(digestAttribute, 'the signature carries the content digest')
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string
  if (Buffer.from(digest, 'binary').toString('hex') !== createHash('sha1').update(content).digest('hex')) return false
  const attributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, capture.authenticatedAttributes)
  const md = forge.md.sha1.create()
  md.update(forge.asn1.toDer(attributes).getBytes())
  assert.ok(
    message.certificates.some((c) => c.serialNumber === signer.serialNumber),
    'the signer certificate travels with the signature'
  )
  return (signer.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), capture.signature)
}

for (const engine of ENGINES) {
  describe(`wallet passes on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let door: ConsoleClient
    let buyer: Login
    let other: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      owner = await loggedIn(t, OWNER)
      door = await loggedIn(t, DOOR)
      buyer = await phoneLogin(t, '13200000451')
      other = await phoneLogin(t, '13200000452')
      calls = paying(t, buyer, `wallet-${engine}`)
    })
    after(async () => t.close())

    const putApple = (body: object, lang = 'zh-CN', who = owner) =>
      who.call<AdminWalletSettings>('PUT', `${ADMIN_WALLET_PATHS.apple}?lang=${lang}`, body)
    const putGoogle = (body: object, lang = 'zh-CN', who = owner) =>
      who.call<AdminWalletSettings>('PUT', `${ADMIN_WALLET_PATHS.google}?lang=${lang}`, body)
    /** A free ticket (issued at once), as its holder's detail call answers it. */
    const freshTicket = async (): Promise<TicketDetail> => {
      const o = await calls.order(await freshTier(t, 0), 1)
      const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data
      return (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data
    }
    const detailOf = (ticketId: string, who = buyer) => t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${ticketId}`, auth(who))
    const appleLink = (ticketId: string, who = buyer, lang = 'zh-CN') =>
      t.get<WalletPassLink>(`${walletPath(WALLET_PATHS.appleLink, { ticketId })}?lang=${lang}`, auth(who))
    const googleLink = (ticketId: string, who = buyer) => t.get<GoogleWalletSave>(walletPath(WALLET_PATHS.google, { ticketId }), auth(who))
    const fetchPass = (url: string) => t.app.inject({ method: 'GET', url })
    const atDoor = (code: string) => door.call<CheckInReply>('POST', '/door/check-in', { code })
    const secretOf = async (ticketId: string) =>
      (await t.db.query<{ code_secret: Uint8Array }>('SELECT code_secret FROM tickets WHERE id = $1', [ticketId]))[0].code_secret

    test('"not configured → a clear error (and the app hides the buttons)": no flags on the detail, WALLET_NOT_CONFIGURED for both wallets', async () => {
      const k = await freshTicket()
      assert.deepEqual(k.wallet, { apple: false, google: false })
      const texts = await Promise.all(['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await appleLink(k.ticketId, buyer, lang)).body))
      assert.deepEqual(
        texts.map((b) => [b.statusCode, b.errorCode]),
        [
          [40255, 'WALLET_NOT_CONFIGURED'],
          [40255, 'WALLET_NOT_CONFIGURED'],
          [40255, 'WALLET_NOT_CONFIGURED']
        ]
      )
      assert.match(texts[2].comments, /not set up/)
      assert.equal((await googleLink(k.ticketId)).body.statusCode, 40255)
    })

    test('console: "owner only"; "validate what is entered": a key not matching the certificate, an expired certificate, one not issued by the WWDR, a wrong passphrase are refused, translated, and nothing is stored', async () => {
      for (const who of [OPERATOR, FINANCE, DOOR]) {
        const client = await loggedIn(t, who)
        assert.equal((await putApple(APPLE, 'zh-CN', client)).body.errorCode, 'STAFF_FORBIDDEN', who)
        assert.equal((await client.call('GET', ADMIN_WALLET_PATHS.settings)).body.errorCode, 'STAFF_FORBIDDEN', who)
      }
      const mismatch = await Promise.all(
        ['zh-CN', 'zh-MO', 'en-US'].map(async (lang) => (await putApple({ ...APPLE, signerKeyPem: strayKeys.pem }, lang)).body)
      )
      assert.deepEqual(
        mismatch.map((b) => [b.statusCode, b.errorCode]),
        Array(3).fill([40257, 'WALLET_SETTINGS_INVALID'])
      )
      assert.deepEqual(
        mismatch.map((b) => b.comments),
        [
          '签名私钥与签名证书不匹配（私钥不是该证书的私钥）',
          '簽名私鑰與簽名證書不匹配（私鑰不是該證書的私鑰）',
          "Signer private key does not match the signer certificate (it is not that certificate's key)"
        ]
      )
      const expired = await putApple({ ...APPLE, signerCertPem: forge.pki.certificateToPem(expiredCert) }, 'en-US')
      assert.deepEqual(
        [expired.body.statusCode, expired.body.comments],
        [40258, `Signer certificate expired on ${new Date(NOON.getTime() - 24 * 3600_000).toISOString().slice(0, 10)}`]
      )
      const stranger = await putApple({ ...APPLE, signerCertPem: forge.pki.certificateToPem(selfIssued) }, 'en-US')
      assert.deepEqual(
        [stranger.body.statusCode, stranger.body.comments],
        [40257, 'Signer certificate was not issued by the Apple WWDR certificate entered']
      )
      const garbage = await putApple(
        { ...APPLE, wwdrPem: '-----BEGIN CERTIFICATE-----\nnot a certificate\n-----END CERTIFICATE-----' },
        'en-US'
      )
      assert.deepEqual(
        [garbage.body.statusCode, garbage.body.comments],
        [40257, 'Apple WWDR certificate is not a readable PEM certificate (RSA certificates only)']
      )
      const encrypted = forge.pki.encryptRsaPrivateKey(signerKeys.forgePrivate, 'correct horse', { algorithm: 'aes256' })
      const wrongPass = await putApple({ ...APPLE, signerKeyPem: encrypted, signerKeyPassphrase: 'wrong' }, 'en-US')
      assert.deepEqual(
        [wrongPass.body.statusCode, wrongPass.body.comments],
        [40257, 'Signer private key is not a readable RSA private key, or the passphrase is wrong']
      )
      const shape = await putApple({ ...APPLE, teamIdentifier: 'short' })
      assert.equal(shape.body.statusCode, 40000, "the shape is the schema's: a team id is 10 characters")
      const notRsa = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      assert.equal(
        (await putGoogle({ ...GOOGLE, privateKeyPem: notRsa }, 'en-US')).body.comments,
        'Service account private key is not an RSA private key (Google signs with RS256)'
      )
      assert.deepEqual((await owner.call<AdminWalletSettings>('GET', ADMIN_WALLET_PATHS.settings)).body.data, { apple: null, google: null })
      assert.equal((await t.db.query('SELECT 1 FROM wallet_settings')).length, 0)
      // With the right passphrase the encrypted key is accepted.
      assert.equal((await putApple({ ...APPLE, signerKeyPem: encrypted, signerKeyPassphrase: 'correct horse' })).body.statusCode, 200)
    })

    test('console: "secrets are never sent back" (set + the certificate\'s subject and expiry instead), sealed at rest, and audited without them', async () => {
      const saved = await putApple(APPLE)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.equal((await putGoogle(GOOGLE)).body.statusCode, 200)
      const shown = await owner.call<AdminWalletSettings>('GET', ADMIN_WALLET_PATHS.settings)
      const apple = shown.body.data.apple
      assert.ok(apple && shown.body.data.google)
      assert.deepEqual(
        [apple.passTypeIdentifier, apple.teamIdentifier, apple.signerKeySet, apple.passphraseSet],
        ['pass.test.stagedoor', 'ABCDE12345', true, false]
      )
      assert.match(apple.signerCert.subject, /CN=Pass Type ID: pass\.test\.stagedoor/)
      assert.equal(apple.signerCert.notAfter, inDate.to.toISOString().replace(/\.\d{3}Z$/, '.000Z'))
      assert.equal(shown.body.data.google?.privateKeySet, true)
      const everything = JSON.stringify(shown.body) + JSON.stringify(saved.body)
      for (const secret of [APPLE.signerKeyPem, APPLE.signerCertPem, GOOGLE.privateKeyPem]) {
        const body = secret.split('\n')[1]
        assert.ok(!everything.includes(body), 'no PEM body in what the console is shown')
      }
      assert.ok(!everything.includes('PRIVATE KEY'))
      const stored = await t.db.query<{ sealed: string; summary: object }>('SELECT sealed, summary FROM wallet_settings')
      assert.equal(stored.length, 2)
      for (const row of stored) {
        assert.match(row.sealed, /^v1\./)
        assert.ok(!row.sealed.includes('PRIVATE') && !JSON.stringify(row.summary).includes('PRIVATE'))
      }
      const audit = (await owner.call<AuditReply>('GET', '/audit')).body.data.items.filter((e) => e.action === 'settings.wallet.update')
      assert.deepEqual(
        audit
          .map((e) => e.target)
          .slice(0, 2)
          .sort(),
        ['wallet:APPLE', 'wallet:GOOGLE']
      )
      assert.equal(audit[0].staff?.email, OWNER)
      assert.ok(!JSON.stringify(audit).includes('PRIVATE KEY') && !JSON.stringify(audit).includes(APPLE.signerKeyPem.split('\n')[1]))
    })

    test("Apple: the .pkpass is a zip whose manifest.json SHA-1s match each file, signed (detached PKCS#7) by the signer certificate, and pass.json holds the ticket's facts", async () => {
      const k = await freshTicket()
      assert.deepEqual(k.wallet, { apple: true, google: true }, 'the detail the page already reads says which buttons to show')
      const link = await appleLink(k.ticketId, buyer, 'en-US')
      assert.equal(link.body.statusCode, 200, link.body.comments)
      assert.equal(link.body.data.expiresAt, NOON.getTime() + 10 * 60_000)
      const res = await fetchPass(link.body.data.url)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['content-type'], PKPASS_CONTENT_TYPE, res.body)
      assert.equal(res.headers['cache-control'], 'private, no-store')
      const files = unzip(res.rawPayload)
      assert.deepEqual([...files.keys()].sort(), ['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature'])
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>
      assert.deepEqual(Object.keys(manifest).sort(), ['icon.png', 'icon@2x.png', 'icon@3x.png', 'pass.json'])
      for (const [name, sha1] of Object.entries(manifest))
        assert.equal(sha1, createHash('sha1').update(files.get(name)!).digest('hex'), name)
      assert.ok(
        verifiesDetached(files.get('signature')!, files.get('manifest.json')!, signerCert),
        'the signature verifies with the signer certificate'
      )
      assert.ok(caCert.verify(signerCert), 'and the signer chains to the WWDR given')
      // A manifest changed after signing does not verify: the check can fail.
      assert.equal(
        verifiesDetached(files.get('signature')!, Buffer.from(files.get('manifest.json')!.toString().replace('{', '{ ')), signerCert),
        false
      )

      const pass = JSON.parse(files.get('pass.json')!.toString('utf8')) as {
        serialNumber: string
        passTypeIdentifier: string
        teamIdentifier: string
        organizationName: string
        relevantDate: string
        backgroundColor: string
        eventTicket: Record<string, Array<{ key: string; value: string }>>
        barcodes: Array<{ format: string; message: string; altText: string }>
      }
      const row = (
        await t.db.query<{ starts_at: Date; code_secret: Uint8Array }>(
          'SELECT s.starts_at, k.code_secret FROM tickets k JOIN sessions s ON s.id = k.session_id WHERE k.id = $1',
          [k.ticketId]
        )
      )[0]
      assert.deepEqual(
        [pass.serialNumber, pass.passTypeIdentifier, pass.teamIdentifier, pass.organizationName],
        [k.ticketId, APPLE.passTypeIdentifier, APPLE.teamIdentifier, APPLE.organizationName]
      )
      assert.equal(new Date(pass.relevantDate).getTime(), new Date(row.starts_at).getTime())
      assert.equal(pass.backgroundColor, 'rgb(251, 82, 0)', "the merchant's theme colour")
      const fields = Object.fromEntries(
        Object.values(pass.eventTicket)
          .flat()
          .map((f) => [f.key, f.value])
      )
      // In the language the link was asked in (English here), as the ticket's detail says it.
      const en = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}?lang=en-US`, auth(buyer))).body.data
      assert.equal(fields.event, en.showName)
      assert.equal(fields.venue, en.venueName)
      assert.equal(fields.seat, en.seatInfo || 'General admission')
      assert.equal(fields.ticketNumber, k.ticketNumber)
      assert.ok(fields.holder, 'the holder is named')
      // The session time on the merchant's wall clock (the demo merchant is in Asia/Shanghai, UTC+8).
      const local = new Date(new Date(row.starts_at).getTime() + 8 * 3600_000).toISOString()
      assert.equal(fields.time, `${local.slice(0, 10)} ${local.slice(11, 16)}`)
      assert.deepEqual(
        [pass.barcodes[0].format, pass.barcodes[0].message, pass.barcodes[0].altText],
        ['PKBarcodeFormatQR', walletPassCode(row.code_secret, k.ticketNumber), k.ticketNumber]
      )

      // The door admits the pass's code once, while the ticket is VALID.
      const first = await atDoor(pass.barcodes[0].message)
      assert.equal(first.body.data.result, 'ADMITTED')
      assert.equal((await atDoor(pass.barcodes[0].message)).body.data.result, 'ALREADY_USED')
      // A used ticket gets no pass any more.
      assert.equal((await appleLink(k.ticketId)).body.errorCode, 'WALLET_TICKET_NOT_VALID')
      assert.equal((await fetchPass(link.body.data.url)).json().errorCode, 'WALLET_TICKET_NOT_VALID')
    })

    test('"buyer, owner of the ticket only; others NOT_FOUND"; a forged or expired link opens nothing', async () => {
      const k = await freshTicket()
      assert.equal((await appleLink(k.ticketId, other)).body.errorCode, 'TICKET_NOT_FOUND')
      assert.equal((await googleLink(k.ticketId, other)).body.errorCode, 'TICKET_NOT_FOUND')
      assert.equal((await detailOf(k.ticketId, other)).body.errorCode, 'TICKET_NOT_FOUND')
      const link = (await appleLink(k.ticketId)).body.data
      const token = new URL(link.url, 'http://x').searchParams.get('token') ?? ''
      const [payload, signature] = token.split('.')
      const forged = `${Buffer.from(JSON.stringify({ t: k.ticketId, m: 'demo', e: 9_999_999_999 })).toString('base64url')}.${signature}`
      // A damaged signature: the first character changed (the last one carries padding bits, and a fixed
      // replacement equals the original one time in sixteen).
      const damaged = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
      for (const bad of [forged, `${payload}.${damaged}`, `${payload}.${signature}.x`]) {
        assert.equal((await fetchPass(`${WALLET_PATHS.applePass}?token=${bad}`)).json().errorCode, 'WALLET_PASS_LINK_INVALID', bad)
      }
      t.setNow(new Date(NOON.getTime() + 11 * 60_000))
      try {
        const expired = (await fetchPass(link.url)).json()
        assert.deepEqual([expired.statusCode, expired.errorCode], [40259, 'WALLET_PASS_LINK_INVALID'])
      } finally {
        t.setNow(NOON)
      }
      assert.equal((await fetchPass(link.url)).statusCode, 200, 'the genuine link, in time, works')
    })

    test('"a ticket re-keyed on transfer does not admit by its old pass": a pass link the sender was handed before the transfer was accepted fetches nothing (the link names its holder), never the new holder\'s code', async () => {
      const k = await freshTicket()
      const link = await appleLink(k.ticketId)
      assert.equal(link.body.statusCode, 200, link.body.comments)
      const sent = await t.call<{ token: string }>(
        'POST',
        `/buyer/buyer/v1/tickets/${k.ticketId}/transfers`,
        { cellphone: '13200000452' },
        auth(buyer)
      )
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      const accepted = await t.call(
        'POST',
        `/buyer/buyer/v1/ticket_transfers/offer/${sent.body.data.token}/accept`,
        { agreed: true },
        auth(other)
      )
      assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
      // The sender, minutes later (the link still in time), opens the link it was given while it held the ticket.
      const res = await fetchPass(link.body.data.url)
      const leaked =
        res.headers['content-type'] === PKPASS_CONTENT_TYPE
          ? (JSON.parse(unzip(res.rawPayload).get('pass.json')!.toString()) as { barcodes: Array<{ message: string }> }).barcodes[0].message
          : undefined
      if (leaked)
        assert.notEqual((await atDoor(leaked)).body.data.result, 'ADMITTED', "the former holder admitted on the new holder's ticket")
      assert.equal(res.json().errorCode, 'TICKET_NOT_FOUND', "the former holder got a pass carrying the new holder's re-keyed code")
      // The new holder's own link still works.
      assert.equal((await fetchPass((await appleLink(k.ticketId, other)).body.data.url)).statusCode, 200)
    })

    test("a ticket bound to another account (bindTicket: ticket number and the attendee's ID) leaves its former holder's pass link fetching nothing: the link names its holder", async () => {
      const k = await freshTicket()
      const id = idCard('11010119900307123')
      await t.db.query("UPDATE tickets SET attendee_name = '张三', attendee_id_no = $2 WHERE id = $1", [k.ticketId, id])
      const link = await appleLink(k.ticketId)
      assert.equal(link.body.statusCode, 200, link.body.comments)
      const binder = await phoneLogin(t, '13200000453')
      const bound = await t.call('POST', BIND_TICKET_PATHS.bind, { ticketNumber: k.ticketNumber, idNo: id }, auth(binder))
      assert.equal(bound.body.statusCode, 200, bound.body.comments)
      assert.equal((await fetchPass(link.body.data.url)).json().errorCode, 'TICKET_NOT_FOUND')
      assert.equal(
        (await fetchPass((await appleLink(k.ticketId, binder)).body.data.url)).headers['content-type'],
        PKPASS_CONTENT_TYPE,
        "the new holder's own link works"
      )
    })

    test('"reissue a ticket\'s code": every code of the old secret stops admitting, so a pass link handed out before the reissue fetches nothing (it names the secret it was made for); a new link gives a pass that admits', async () => {
      const k = await freshTicket()
      const link = await appleLink(k.ticketId)
      assert.equal(link.body.statusCode, 200, link.body.comments)
      const [{ order_id: orderId }] = await t.db.query<{ order_id: string }>('SELECT order_id FROM tickets WHERE id = $1', [k.ticketId])
      const reissued = await owner.call('POST', `/sales/orders/${orderId}/tickets/${k.ticketId}/reissue`)
      assert.equal(reissued.body.statusCode, 200, reissued.body.comments)
      const stale = (await fetchPass(link.body.data.url)).json()
      assert.deepEqual([stale.statusCode, stale.errorCode], [40259, 'WALLET_PASS_LINK_INVALID'])
      const fresh = await fetchPass((await appleLink(k.ticketId)).body.data.url)
      assert.equal(fresh.statusCode, 200, fresh.body)
      const pass = JSON.parse(unzip(fresh.rawPayload).get('pass.json')!.toString()) as { barcodes: Array<{ message: string }> }
      assert.equal(pass.barcodes[0].message, walletPassCode(await secretOf(k.ticketId), k.ticketNumber))
      assert.equal((await atDoor(pass.barcodes[0].message)).body.data.result, 'ADMITTED')
    })

    test('"a ticket re-keyed on transfer does not admit by its old pass", Google: the new holder\'s save names another wallet object than the sender\'s (Google keeps an object per id for everyone who saved it), carrying the new secret', async () => {
      const k = await freshTicket()
      const objectOf = async (who: Login) => {
        const res = await googleLink(k.ticketId, who)
        assert.equal(res.body.statusCode, 200, res.body.comments)
        const { payload } = await jwtVerify(
          res.body.data.saveUrl.slice('https://pay.google.com/gp/v/save/'.length),
          createPublicKey(googleKeys.pem),
          { audience: 'google', currentDate: NOON }
        )
        return (
          payload.payload as {
            eventTicketObjects: Array<{ id: string; rotatingBarcode: { totpDetails: { parameters: Array<{ key: string }> } } }>
          }
        ).eventTicketObjects[0]
      }
      const before = await objectOf(buyer)
      assert.equal(
        (await objectOf(buyer)).id,
        before.id,
        'the same holder and secret: the same object (saving twice does not make two passes)'
      )
      const sent = await t.call<{ token: string }>(
        'POST',
        `/buyer/buyer/v1/tickets/${k.ticketId}/transfers`,
        { cellphone: '13200000452' },
        auth(buyer)
      )
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v1/ticket_transfers/offer/${sent.body.data.token}/accept`, { agreed: true }, auth(other))).body
          .statusCode,
        200
      )
      const after = await objectOf(other)
      assert.notEqual(after.id, before.id)
      assert.ok(after.id.startsWith(`${GOOGLE.issuerId}.`))
      assert.equal(after.rotatingBarcode.totpDetails.parameters[0].key, Buffer.from(await secretOf(k.ticketId)).toString('hex'))
      assert.notEqual(after.rotatingBarcode.totpDetails.parameters[0].key, before.rotatingBarcode.totpDetails.parameters[0].key)
    })

    test('"a ticket re-keyed on transfer does not admit by its old pass": in transfer it gets no pass and its pass is VOID; accepted, the old pass is unknown, the sender gets NOT_FOUND, the new holder a new pass that admits', async () => {
      const k = await freshTicket()
      const oldCode = walletPassCode(await secretOf(k.ticketId), k.ticketNumber)
      const sent = await t.call<{ token: string }>(
        'POST',
        `/buyer/buyer/v1/tickets/${k.ticketId}/transfers`,
        { cellphone: '13200000452' },
        auth(buyer)
      )
      assert.equal(sent.body.statusCode, 200, sent.body.comments)
      assert.equal((await detailOf(k.ticketId)).body.data.wallet, undefined, 'no buttons while in transfer')
      assert.equal((await appleLink(k.ticketId)).body.errorCode, 'WALLET_TICKET_NOT_VALID')
      assert.equal((await googleLink(k.ticketId)).body.errorCode, 'WALLET_TICKET_NOT_VALID')
      const inTransfer = await atDoor(oldCode)
      assert.deepEqual([inTransfer.body.data.result, inTransfer.body.data.ticketState], ['VOID', 'TRANSFERRING'])
      const accepted = await t.call(
        'POST',
        `/buyer/buyer/v1/ticket_transfers/offer/${sent.body.data.token}/accept`,
        { agreed: true },
        auth(other)
      )
      assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
      assert.equal((await appleLink(k.ticketId)).body.errorCode, 'TICKET_NOT_FOUND', "transferred away: not the sender's any more")
      assert.equal((await atDoor(oldCode)).body.data.result, 'UNKNOWN', 'the old pass names a secret the ticket no longer has')
      const link = await appleLink(k.ticketId, other)
      assert.equal(link.body.statusCode, 200, link.body.comments)
      const pass = JSON.parse(
        unzip((await fetchPass(link.body.data.url)).rawPayload)
          .get('pass.json')!
          .toString()
      ) as { barcodes: Array<{ message: string }> }
      assert.notEqual(pass.barcodes[0].message, oldCode)
      assert.equal((await atDoor(pass.barcodes[0].message)).body.data.result, 'ADMITTED')
    })

    test('"a refunded ticket does not admit by its old pass": under refund the ticket gets no pass, and the door answers VOID to the pass it had (and to the verify call)', async () => {
      const tier = await freshTier(t, 500)
      const rule: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' }
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tier.show_id, JSON.stringify(rule)])
      const orderId = await calls.paidOrder(tier, 1)
      const [k] = (await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(buyer))).body.data
      const link = (await appleLink(k.ticketId)).body.data
      const pass = JSON.parse(
        unzip((await fetchPass(link.url)).rawPayload)
          .get('pass.json')!
          .toString()
      ) as { barcodes: Array<{ message: string }> }
      const refund = await t.call('POST', REFUND_API.requests(orderId), { ticketIds: [k.ticketId], reason: 'PLANS_CHANGED' }, auth(buyer))
      assert.equal(refund.body.statusCode, 200, refund.body.comments)
      const voided = await atDoor(pass.barcodes[0].message)
      assert.deepEqual([voided.body.data.result, voided.body.data.ticketState], ['VOID', 'REFUNDING'])
      const staffKey = (await t.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
      assert.equal(
        (
          await t.call<{ result: string }>(
            'POST',
            '/fulfill/pub/v1/tickets/verify',
            { code: pass.barcodes[0].message },
            { 'staff-key': staffKey }
          )
        ).body.data.result,
        'VOID'
      )
      assert.equal((await appleLink(k.ticketId)).body.errorCode, 'WALLET_TICKET_NOT_VALID')
      assert.equal(
        (await fetchPass(link.url)).json().errorCode,
        'WALLET_TICKET_NOT_VALID',
        'a link handed out before the refund fetches nothing'
      )
    })

    test("Google: the save link's JWT (RS256) verifies with the service account's public key, names the ticket, and its rotating barcode is the ticket's own code, which the door accepts as the app's", async () => {
      const k = await freshTicket()
      const res = await googleLink(k.ticketId)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const prefix = 'https://pay.google.com/gp/v/save/'
      assert.ok(res.body.data.saveUrl.startsWith(prefix))
      const jwt = res.body.data.saveUrl.slice(prefix.length)
      const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(googleKeys.pem), {
        audience: 'google',
        issuer: GOOGLE.serviceAccountEmail,
        currentDate: NOON
      })
      assert.equal(protectedHeader.alg, 'RS256')
      assert.equal(payload.typ, 'savetowallet')
      assert.ok(Array.isArray(payload.origins) && payload.origins.length === 1)
      await assert.rejects(jwtVerify(jwt, createPublicKey(strayKeys.pem), { audience: 'google' }), 'another key does not verify it')
      const body = payload.payload as {
        eventTicketClasses: Array<{ id: string; eventName: { defaultValue: { value: string } } }>
        eventTicketObjects: Array<{
          id: string
          classId: string
          state: string
          ticketNumber: string
          rotatingBarcode: {
            type: string
            valuePattern: string
            totpDetails: { periodMillis: string; algorithm: string; parameters: Array<{ key: string; valueLength: number }> }
          }
        }>
      }
      const [cls] = body.eventTicketClasses
      const [obj] = body.eventTicketObjects
      assert.equal(cls.eventName.defaultValue.value, k.showName)
      assert.ok(cls.id.startsWith(`${GOOGLE.issuerId}.stagedoor_`))
      // The object is the holder's ticket on its current secret (the issuer's id, the ticket's, a fingerprint).
      assert.match(obj.id, new RegExp(`^${GOOGLE.issuerId.replace(/\./g, '\\.')}\\.${k.ticketId}_[0-9a-f]{24}$`))
      assert.deepEqual([obj.classId, obj.state, obj.ticketNumber], [cls.id, 'ACTIVE', k.ticketNumber])
      const barcode = obj.rotatingBarcode
      assert.deepEqual(
        [barcode.type, barcode.totpDetails.algorithm, barcode.totpDetails.periodMillis, barcode.totpDetails.parameters[0].valueLength],
        ['QR_CODE', 'TOTP_SHA1', '30000', 8]
      )
      const secret = await secretOf(k.ticketId)
      assert.equal(barcode.totpDetails.parameters[0].key, Buffer.from(secret).toString('hex'))
      // What Google Wallet draws at a moment: the pattern with {totp_timestamp_seconds} and {totp_value_0} filled in (RFC 6238 from the hex key).
      const googleDraws = (atMs: number) =>
        barcode.valuePattern
          .replace('{totp_timestamp_seconds}', String(Math.floor(atMs / 1000)))
          .replace(
            '{totp_value_0}',
            hotp(nodeHmacSha1, Buffer.from(barcode.totpDetails.parameters[0].key, 'hex'), Math.floor(atMs / STEP_MS))
          )
      const old = googleDraws(NOON.getTime() - 2 * STEP_MS)
      assert.equal((await atDoor(old)).body.data.result, 'EXPIRED', 'a code drawn two windows ago is a screenshot')
      assert.equal((await atDoor(googleDraws(NOON.getTime() + 7000))).body.data.result, 'ADMITTED')
    })

    test('console: removing a wallet is audited and takes its button away at once; the other stays', async () => {
      const removed = await owner.call<AdminWalletSettings>('DELETE', ADMIN_WALLET_PATHS.google)
      assert.equal(removed.body.statusCode, 200, removed.body.comments)
      assert.equal(removed.body.data.google, null)
      assert.ok(removed.body.data.apple)
      const k = await freshTicket()
      assert.deepEqual(k.wallet, { apple: true, google: false })
      assert.equal((await googleLink(k.ticketId)).body.errorCode, 'WALLET_NOT_CONFIGURED')
      const audit = (await owner.call<AuditReply>('GET', '/audit')).body.data.items.find((e) => e.action === 'settings.wallet.remove')
      assert.deepEqual([audit?.target, audit?.after], ['wallet:GOOGLE', null])
      assert.equal((audit?.before as { issuerId?: string } | undefined)?.issuerId, GOOGLE.issuerId)
    })
  })
}
