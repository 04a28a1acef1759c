/** Privilege purchase codes, Traditional Chinese (Macau). */
import type { PrivilegeMessages } from './zh-CN'

const zhMO: PrivilegeMessages = {
  intro: '輸入主辦方發放的優先購碼，可在公開發售前或以優先價購買指定場次與票檔。',
  code_label: '優先購碼',
  code_placeholder: '請輸入 20 位優先購碼',
  code_invalid: '優先購碼為 20 位字母和數字',
  submit: '驗證並選座購票',
  checked: '{name}：本碼還可購買 {count} 張',
  to_show: '返回演出',
  no_show: '沒有找到對應的演出',
  no_show_text: '輸入優先購碼後將開啟其對應演出的購票頁'
}

export default zhMO
