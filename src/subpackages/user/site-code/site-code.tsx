/**
 * site-code (/site-code and /site-code/:code; product.md "Site and city", user area): a venue's site
 * code, scanned or typed at the venue, opens the venue's shows on sale. A code no venue has is explained,
 * with the form kept to type it again; a venue with nothing on sale offers the other shows.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCard } from '../../../components/show-card/ShowCard'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { MINE_PAGES_TEXT } from '../../../locales/sections/mine-pages/mine-pages-text'
import { openSiteCode } from '../../../services/mine-pages-api'
import { normaliseSiteCode } from '../../../../types/rules/site-code'
import type { SiteCodeReply } from '../../../../types/api/site-code'
import { codeFromScan } from './site-code-input'
import { ScanCode } from './ScanCode'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './site-code.scss'

function Result({ reply, onRetype }: { reply: SiteCodeReply; onRetype(): void }) {
  const t = useSectionT(MINE_PAGES_TEXT)
  const browse = { label: t('site.browse'), onClick: () => void appRouter().switchTab('list') }
  if (!reply.venue) {
    return (
      <StateView
        kind="empty"
        icon="not_found"
        text={t('site.unknown', { code: reply.siteCode })}
        detail={t('site.unknown_detail')}
        action={{ label: t('site.retype'), onClick: onRetype }}
      />
    )
  }
  return (
    <View className="site-code__venue" data-testid="site-code-venue" data-venue-id={reply.venue.venueId}>
      <Text className="site-code__venue-name">{reply.venue.venueName}</Text>
      <Text className="site-code__line">{`${reply.venue.cityName} | ${reply.venue.venueAddress}`}</Text>
      {reply.shows.length ? (
        <>
          <Text className="site-code__heading">{t('site.shows_heading')}</Text>
          {reply.shows.map((s) => (
            <ShowCard key={s.showId} show={s} />
          ))}
        </>
      ) : (
        <StateView kind="empty" text={t('site.no_shows')} action={browse} />
      )}
    </View>
  )
}

export default function SiteCodePage() {
  const t = useSectionT(MINE_PAGES_TEXT)
  const params = useRouteParams()
  const [typed, setTyped] = useState(params.code ?? '')
  const [touched, setTouched] = useState(false)
  // The code looked up: the one in the link, then each one submitted.
  const [code, setCode] = useState(() => normaliseSiteCode(params.code ?? ''))
  const data = useAsync(() => (code ? openSiteCode(code) : Promise.resolve(null)), [code])
  const valid = normaliseSiteCode(typed) !== null

  const submit = () => {
    setTouched(true)
    const next = normaliseSiteCode(typed)
    if (next) setCode(next)
  }
  const scanned = (text: string) => {
    const next = codeFromScan(text)
    setTouched(true)
    setTyped(next ?? text)
    if (next) setCode(next)
  }
  const retype = () => {
    setTyped('')
    setTouched(false)
    setCode(null)
  }

  return (
    <PageShell route="site-code">
      <View className="site-code">
        <Text className="site-code__note">{t('site.intro')}</Text>
        <AtInput
          name="site-code"
          className="site-code__input"
          type="text"
          maxlength={20}
          value={typed}
          placeholder={t('site.placeholder')}
          error={touched && !valid}
          onChange={(value) => setTyped(String(value))}
          onConfirm={submit}
        />
        {touched && !valid && <Text className="site-code__note site-code__note--error">{t('site.invalid')}</Text>}
        <View className="site-code__actions">
          <AtButton type="primary" className="site-code__open" onClick={submit}>
            {t('site.open')}
          </AtButton>
          <ScanCode label={t('site.scan')} onText={scanned} />
        </View>
        {code && data.status === 'loading' && <StateView kind="loading" />}
        {code && data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {code && data.status === 'ready' && data.data && <Result reply={data.data} onRetype={retype} />}
      </View>
    </PageShell>
  )
}
