/**
 * calls-errors-limits.md section 4 "Login flows": "Phone binding and pre-login are not supported on the
 * web; they reject with 'h5 not support'." (mini-account.ts is the web's build of the user service's
 * mini-program calls; the mini-programs get mini-account.weapp.ts / .alipay.ts.)
 */
import { bindPhone, miniPlatform, preLogin } from '../src/services/mini-account'

test("on the web pre-login and phone binding reject with 'h5 not support' and no mini-program login is offered", async () => {
  await expect(preLogin()).rejects.toThrow('h5 not support')
  await expect(bindPhone('code')).rejects.toThrow('h5 not support')
  expect(miniPlatform).toBeUndefined()
})
