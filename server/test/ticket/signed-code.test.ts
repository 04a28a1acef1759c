/**
 * The static signed codes of open-show registrations (`OS.`), bookings (`RSV.`) and work permits (`WP.`):
 * one rule, `{prefix}{id}.{mac}` with an HMAC-SHA256 of `context:id`, cut to 22 base64url characters.
 * The vectors are written out by hand so that a change to the rule (which would void every code already
 * shown on a phone or a printout) fails here.
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { signedCode } from '../../src/ticket/signed-code'
import { openShowEntryCode } from '../../src/open-show/entry-code'
import { reservationEntryCode } from '../../src/reservation/entry-code'
import { workPermitCode } from '../../src/work-permit/work-permit-code'

const SECRET = 'door-secret'
const byHand = (context: string, id: string) => createHmac('sha256', SECRET).update(`${context}:${id}`).digest('base64url').slice(0, 22)

describe('static signed codes', () => {
  test('each area signs its own context, as codes already issued were signed', () => {
    assert.equal(openShowEntryCode.make('osr_abc123', SECRET), `OS.osr_abc123.${byHand('open-show-entry', 'osr_abc123')}`)
    assert.equal(reservationEntryCode.make('rsv_abc123', SECRET), `RSV.rsv_abc123.${byHand('reservation', 'rsv_abc123')}`)
    assert.equal(workPermitCode.make('wp_abc123', SECRET), `WP.wp_abc123.${byHand('work-permit', 'wp_abc123')}`)
  })

  test('a genuine code reads back to its id, spaces around it ignored', () => {
    const code = reservationEntryCode.make('rsv_abc123', SECRET)
    assert.equal(reservationEntryCode.read(code, SECRET), 'rsv_abc123')
    assert.equal(reservationEntryCode.read(` ${code}\n`, SECRET), 'rsv_abc123')
  })

  test('a tampered, truncated or re-keyed code reads as nothing', () => {
    const code = workPermitCode.make('wp_abc123', SECRET)
    const last = code.at(-1) === 'A' ? 'B' : 'A'
    assert.equal(workPermitCode.read(code.slice(0, -1) + last, SECRET), undefined, 'one character of the MAC changed')
    assert.equal(workPermitCode.read(code.slice(0, -1), SECRET), undefined, 'MAC one character short')
    assert.equal(workPermitCode.read(code.replace('wp_abc123', 'wp_abc124'), SECRET), undefined, 'another id under the same MAC')
    assert.equal(workPermitCode.read(code, 'another-secret'), undefined)
    assert.equal(workPermitCode.read('WP.', SECRET), undefined)
    assert.equal(workPermitCode.read('WP..abc', SECRET), undefined)
  })

  test("one area's code never reads as another's, even under the same secret", () => {
    const sameContext = signedCode('RSV.', 'open-show-entry')
    const os = openShowEntryCode.make('x_1', SECRET)
    assert.equal(reservationEntryCode.read(os, SECRET), undefined, 'other prefix')
    assert.equal(reservationEntryCode.read(`RSV.${os.slice('OS.'.length)}`, SECRET), undefined, 'prefix swapped, context differs')
    assert.equal(sameContext.read(`RSV.${os.slice('OS.'.length)}`, SECRET), 'x_1', 'only the context told them apart')
  })
})
