/**
 * webView (/web?url=…; product.md "Main pages"): a web link from a banner, a tab or the online chat. It
 * opens only over https on one of the merchant's allowed web-view domains (console; types/rules/
 * web-view-domains.ts): in the mini-programs in Taro's WebView, on H5 in place of this page. Any other
 * link gets an explanation with its address to copy, so the buyer can still open it elsewhere.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../components/page-shell/PageShell'
import { StateView } from '../../components/state-view/StateView'
import { Icon } from '../../components/icon/Icon'
import { useAsync } from '../../hooks/use-async'
import { useSectionT } from '../../locales/section-i18n'
import { CONTACT_TEXT } from '../../locales/sections/contact/contact-text'
import { useRouteParams } from '../../router/use-route-params'
import { appRouter } from '../../router/app-router'
import { shopConfigs } from '../../services/home-api'
import { copyText } from '../../utils/copy-text'
import { checkWebLink, type WebLinkVerdict } from '../../../types/rules/web-view-domains'
import { OpenWebLink } from './OpenWebLink'
import '../../theme/taro-ui/button.scss'
import './web-view.scss'

/** H5: a link to the shop's own site opens as well (banners may point there); mini-programs have no site of their own. */
const ownSite = (url: string) => process.env.TARO_ENV === 'h5' && url.startsWith(`${window.location.origin}/`)

const REASON = { domain: 'web.refused_domain', 'not-https': 'web.refused_https', malformed: 'web.refused_malformed' } as const

function Refused({ url, verdict }: { url: string; verdict: Extract<WebLinkVerdict, { allowed: false }> }) {
  const t = useSectionT(CONTACT_TEXT)
  return (
    <View className="web-view__refused">
      <Icon name="not_found" tone="muted" className="web-view__icon" />
      <Text className="web-view__title">{t('web.refused_title')}</Text>
      <Text className="web-view__reason">{t(REASON[verdict.reason], { host: verdict.host ?? '' })}</Text>
      <Text className="web-view__url" userSelect>
        {url}
      </Text>
      <View className="web-view__actions">
        <AtButton
          type="primary"
          size="small"
          className="web-view__copy"
          onClick={() => void copyText(url, { done: t('web.copied'), failed: t('web.copy_link') })}
        >
          {t('web.copy_link')}
        </AtButton>
        <AtButton size="small" className="web-view__back" onClick={() => void appRouter().back()}>
          {t('web.back')}
        </AtButton>
      </View>
    </View>
  )
}

export default function WebViewPage() {
  const t = useSectionT(CONTACT_TEXT)
  const { url = '' } = useRouteParams()
  // The domains as the merchant has them now, not as the app found them at start.
  const config = useAsync(() => shopConfigs({}), [])
  let body
  if (!url) {
    body = <StateView kind="empty" text={t('web.missing')} action={{ label: t('web.back'), onClick: () => void appRouter().back() }} />
  } else if (config.status === 'loading') {
    body = <StateView kind="loading" />
  } else if (config.status === 'error') {
    body = <StateView kind="error" text={t('web.failed')} onRetry={config.reload} />
  } else {
    const verdict: WebLinkVerdict = ownSite(url)
      ? { allowed: true, host: window.location.hostname }
      : checkWebLink(url, config.data.webViewDomains)
    body = verdict.allowed ? <OpenWebLink url={url} opening={t('web.opening')} /> : <Refused url={url} verdict={verdict} />
  }
  return (
    <PageShell route="webView">
      <View className="web-view">{body}</View>
    </PageShell>
  )
}
