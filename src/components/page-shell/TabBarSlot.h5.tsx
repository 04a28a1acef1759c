/**
 * Taro's H5 router ignores tabBar.custom and draws its own bar (hidden in app.scss), so on H5 each tab
 * page draws the custom bar itself.
 */
import { TabBar } from '../tab-bar/TabBar'

export function TabBarSlot({ currentPage }: { currentPage: string }) {
  return <TabBar currentPage={currentPage} />
}
