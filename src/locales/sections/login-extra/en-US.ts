/** The bsauth and douyin_auth pages, English. */
import type { LoginExtraMessages } from './zh-CN'

const enUS: LoginExtraMessages = {
  no_ticket: 'This sign-in link is incomplete',
  no_ticket_detail: 'Open it again from the system you came from, or log in with your phone',
  ticket_refused: 'This sign-in link is not valid or has expired',
  other_login: 'Log in another way',
  douyin_denied: 'You cancelled the Douyin authorization',
  douyin_failed: 'Douyin login failed',
  douyin_unavailable: 'This shop does not offer Douyin login'
}

export default enUS
