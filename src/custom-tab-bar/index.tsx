/** WeChat's custom tab bar: the shared TabBar, selecting the tab of the page on screen. */
import { Provider } from 'jotai'
import { TabBar } from '../components/tab-bar/TabBar'
import { store } from '../store/store'

export default function CustomTabBar() {
  return (
    <Provider store={store}>
      <TabBar />
    </Provider>
  )
}
