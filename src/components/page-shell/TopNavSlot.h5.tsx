/** H5: on PC the merchant's tabs sit in a top bar (TopNav draws nothing elsewhere). */
import { TopNav } from '../tab-bar/TopNav'

export function TopNavSlot({ currentPage }: { currentPage: string }) {
  return <TopNav currentPage={currentPage} />
}
