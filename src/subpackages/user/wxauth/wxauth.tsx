/**
 * wxauth (product.md section 2, login family): where WeChat's silent authorisation (snsapi_base) comes
 * back inside WeChat's browser with `code` and `state`. The state must be the one this browser sent; the
 * gateway exchanges the code for the buyer's openid, kept 24 h for JSAPI pay; then the buyer goes back to
 * the route named in `back` (the order, where paying again uses the openid).
 */
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { wechatOauthOpenId } from '../../../services/user-api'
import { backRouteOf, parsePendingAuthorize, stateMatches } from '../../../services/payment/wechat-oauth'
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../../../storage/storage'

export default function WxauthPage() {
  const t = useT()
  const query = useRouteParams()
  const [failed, setFailed] = useState(false)
  // On failure the buyer goes back to the order too, where another payment method can be chosen.
  const leave = () => {
    const back = backRouteOf(query)
    if (back && appRouter().resolve(back.name)) void appRouter().redirect(back.name, back.params)
    else void appRouter().back()
  }

  useEffect(() => {
    const pending = readStored(STORAGE_KEYS.wxauthState, parsePendingAuthorize, undefined)
    // One use per authorisation: a reload or a replayed link cannot reuse it.
    removeStored(STORAGE_KEYS.wxauthState)
    const back = backRouteOf(query)
    if (!query.code || !back || !appRouter().resolve(back.name) || !stateMatches(pending, query.state, Date.now())) return setFailed(true)
    wechatOauthOpenId(query.code).then(
      ({ openId }) => {
        writeStored(STORAGE_KEYS.openId, { openId, at: Date.now() })
        void appRouter().redirect(back.name, back.params)
      },
      () => setFailed(true)
    )
    // The query is read once, as WeChat delivered it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <PageShell route="wxauth">
      {failed ? <StateView kind="error" text={t('wxauth.failed')} onRetry={leave} /> : <StateView kind="loading" />}
    </PageShell>
  )
}
