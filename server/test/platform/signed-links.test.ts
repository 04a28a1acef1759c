/**
 * Signed links and upload policies take one spelling of their signature. Node's base64url decoder ignores
 * the spare bits of a signature's last character, so comparing decoded bytes took four spellings of each
 * signature; CI caught it when a test's one-letter forgery happened to touch only those bits.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { INVOICE_LINK_TTL_MS, readInvoiceLink, signInvoiceLink } from '../../src/invoice/invoice-link'
import { readPolicy, signPolicy, type UploadPolicy } from '../../src/upload/upload-policy'

const SECRET = 'test-secret'
const NOW = Date.UTC(2026, 10, 25, 12)
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Every other last character: the ones that decode to the same bytes and the ones that do not. */
function respellings(signature: string): string[] {
  return [...ALPHABET].filter((c) => c !== signature.at(-1)).map((c) => signature.slice(0, -1) + c)
}

test('an invoice download link verifies only as signed: no other last character of its signature is taken', () => {
  const token = signInvoiceLink('inv_1', NOW + INVOICE_LINK_TTL_MS, SECRET)
  assert.equal(readInvoiceLink(token, SECRET, NOW), 'inv_1')
  const [payload, signature] = token.split('.')
  for (const other of respellings(signature)) assert.equal(readInvoiceLink(`${payload}.${other}`, SECRET, NOW), undefined, other)
  assert.equal(readInvoiceLink(token, SECRET, NOW + INVOICE_LINK_TTL_MS), undefined, 'expired')
})

test('an upload policy verifies only as signed: no other last character of its signature is taken', () => {
  const policy: UploadPolicy = {
    key: 'avatar/u1/a.png',
    userId: 'u1',
    merchantId: 'm1',
    exp: Math.floor(NOW / 1000) + 600,
    maxBytes: 1024,
    contentTypes: ['image/png']
  }
  const signed = signPolicy(policy, SECRET)
  assert.equal(readPolicy(signed.policy, signed.signature, SECRET, NOW)?.key, policy.key)
  for (const other of respellings(signed.signature)) assert.equal(readPolicy(signed.policy, other, SECRET, NOW), undefined, other)
})
