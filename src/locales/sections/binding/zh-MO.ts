/** Binding tickets (issue #17), traditional Chinese, Macao wording. */
import type { BindingMessages } from './zh-CN'

const zhMO: BindingMessages = {
  entry: {
    add_ticket: '添加門票',
    redeem: '兌換邀請票'
  },
  invitation: {
    intro: '輸入主辦方提供的邀請碼，兌換一張免費電子票。',
    code_label: '邀請碼',
    code_placeholder: '例如 ABCD-EFGH-IJKL-MNOP-QRST',
    code_invalid: '邀請碼為 20 位字母和數字，請核對後重新輸入',
    submit: '兌換',
    done: '兌換成功',
    done_text: '門票已放入票夾',
    view_ticket: '查看門票',
    to_holder: '去票夾'
  }
}

export default zhMO
