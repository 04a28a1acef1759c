/** Mini-programs draw the tab bar from custom-tab-bar/ (customize-tab-bar/ on Alipay); pages draw nothing. */
export function TabBarSlot(_props: { currentPage: string }) {
  return null
}
