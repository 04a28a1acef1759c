/**
 * H5: the allowed link replaces this page in the tab (the browser's back returns to the page that opened
 * it), rather than an iframe most sites refuse to be framed in.
 */
import { useEffect } from 'react'
import { StateView } from '../../components/state-view/StateView'

export function OpenWebLink({ url, opening }: { url: string; opening: string }) {
  useEffect(() => {
    window.location.replace(url)
  }, [url])
  return <StateView kind="empty" text={opening} />
}
