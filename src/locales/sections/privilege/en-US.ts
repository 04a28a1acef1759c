/** Privilege purchase codes, English. */
import type { PrivilegeMessages } from './zh-CN'

const enUS: PrivilegeMessages = {
  intro:
    'Enter the privilege code from the organiser to buy the sessions and ticket types it opens, before the public sale or at a privilege price.',
  code_label: 'Privilege code',
  code_placeholder: 'Enter the 20-character code',
  code_invalid: 'A privilege code has 20 letters and digits',
  submit: 'Check and choose tickets',
  checked: '{name}: this code can buy {count, plural, one {# more ticket} other {# more tickets}}',
  to_show: 'Back to the show',
  no_show: 'No show found',
  no_show_text: 'The code opens booking for its own show'
}

export default enUS
