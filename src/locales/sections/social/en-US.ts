/** Outside accounts, English. */
import type { SocialMessages } from './zh-CN'

const enUS: SocialMessages = {
  or: 'or',
  google: 'Sign in with Google',
  apple: 'Sign in with Apple',
  signing_in: 'Signing in…',
  sign_in_failed: 'Sign-in did not finish. Please try again',
  follow_title: 'Follow our official account',
  follow_text: 'Follow our WeChat official account for on-sale and show reminders.',
  follow_unsupported: 'Following is not available here. Open the shop in WeChat to follow our official account.',
  follow_close: 'Close'
}

export default enUS
