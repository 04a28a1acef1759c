/** Mini-programs have no PC mode: no top navigation, and none of its code in the main package. */
export function TopNavSlot(_props: { currentPage: string }) {
  return null
}
