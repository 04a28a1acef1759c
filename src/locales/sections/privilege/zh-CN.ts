/** Privilege purchase codes: the privilege page. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  intro: '输入主办方发放的优先购码，可在公开发售前或以优先价购买指定场次与票档。',
  code_label: '优先购码',
  code_placeholder: '请输入 20 位优先购码',
  code_invalid: '优先购码为 20 位字母和数字',
  submit: '验证并选座购票',
  checked: '{name}：本码还可购买 {count} 张',
  to_show: '返回演出',
  no_show: '没有找到对应的演出',
  no_show_text: '输入优先购码后将打开其对应演出的购票页'
}

export type PrivilegeMessages = SectionShape<typeof zhCN>
export default zhCN as PrivilegeMessages
