/** Mini-programs: the allowed link in the platform's web view, which fills the page. */
import { WebView } from '@tarojs/components'

export function OpenWebLink({ url }: { url: string; opening: string }) {
  return <WebView src={url} />
}
