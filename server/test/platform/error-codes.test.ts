/**
 * The error codes the app's pages act on by name (types/api/errors.ts) are the gateway's own: "one
 * catalogue of codes" (calls-errors-limits.md section 8), so a page never waits for a code the gateway
 * no longer sends.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ERRORS } from '../../src/http/app-error'
import { ERROR_CODES, isRefusalCode } from '../../../types/api/errors'

test('every named code in types/api/errors.ts equals the code of the same name in the gateway catalogue', () => {
  const catalogue: Record<string, { statusCode: number }> = ERRORS
  for (const [name, code] of Object.entries(ERROR_CODES)) {
    assert.ok(catalogue[name], `${name} is in the gateway catalogue`)
    assert.equal(catalogue[name].statusCode, code, name)
  }
})

test('the refusal range holds every business refusal of the catalogue and not INTERNAL', () => {
  // Pages show the gateway's message for a refusal as it is; an internal error gets the page's own words.
  assert.equal(isRefusalCode(ERRORS.INTERNAL.statusCode), false)
  assert.equal(isRefusalCode(ERRORS.TICKET_NOT_FOUND.statusCode), true)
  const outside = Object.entries(ERRORS as Record<string, { statusCode: number; httpStatus: number }>)
    .filter(([, def]) => def.httpStatus < 500 && def.statusCode >= 40000 && def.statusCode < 100000 && !isRefusalCode(def.statusCode))
    .map(([name]) => name)
  assert.deepEqual(outside, [])
})
