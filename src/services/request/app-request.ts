/**
 * The app's one RequestClient, wired to the store, the router and the dialog host. Call modules use
 * `api()`; nothing else builds requests.
 */
import Taro from '@tarojs/taro'
import { atom } from 'jotai'
import { RequestClient } from './request-client'
import { LoadingOverlay } from './loading-overlay'
import { createDialogUi } from './dialog-ui'
import { createSessionPort } from './session-port'
import { apiHost, appIdOfBuild, isPreviewBuild } from './build-env'
import { srcFor, terminalSrcFor } from './terminal'
import { store } from '../../store/store'
import { localeAtom } from '../../locales/locale-atoms'
import { carriedParamsAtom, launchSrcAtom, platformAtom } from '../../platform/visit-atoms'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { loadingVisibleAtom } from '../../components/reply-dialog/dialog-atoms'
import { appRouter } from '../../router/app-router'

/** Pages listen to this to reload after a backRefresh reply. */
export const REFRESH_EVENT = 'stagedoor:refresh'

/**
 * The client, made on first use. It keeps the refresh in flight that concurrent calls share; in the store,
 * so a fresh store starts with a fresh client.
 */
export const requestClientAtom = atom<RequestClient | undefined>(undefined)

export function api(): RequestClient {
  const existing = store.get(requestClientAtom)
  if (existing) return existing
  const session = createSessionPort()
  const terminal = () => terminalSrcFor(process.env.TARO_ENV, store.get(platformAtom))
  const client = new RequestClient({
    context: {
      host: apiHost(),
      merchantId: () => store.get(shopConfigAtom).merchantId,
      appId: appIdOfBuild,
      channelId: () => store.get(carriedParamsAtom).channelId,
      terminalSrc: terminal,
      src: () => srcFor(store.get(launchSrcAtom), terminal()),
      isPreview: isPreviewBuild,
      locale: () => store.get(localeAtom),
      riskHeader: () => store.get(shopConfigAtom).merchantId
    },
    session,
    ui: createDialogUi(() => session.logout()),
    nav: {
      toLogin: () => void appRouter().openLogin(),
      back: () => void appRouter().back(),
      backRefresh: () => {
        void appRouter()
          .back()
          .then(() => Taro.eventCenter.trigger(REFRESH_EVENT))
      },
      openBindPage: (params) => void appRouter().open('account-bind', params),
      openShopState: () => void appRouter().relaunch('shop-state')
    },
    overlay: new LoadingOverlay((visible) => store.set(loadingVisibleAtom, visible))
  })
  store.set(requestClientAtom, client)
  return client
}
