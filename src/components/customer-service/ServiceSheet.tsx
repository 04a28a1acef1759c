/**
 * The customer-service sheet (product.md section 2, "customer-service button"; customerServiceConfigVO):
 * the merchant's phone (tap to call) and hours by weekday, its note, the online chat (opened in the web
 * view, which checks the merchant's allowed domains), and in the mini-programs the platform's own
 * customer-service contact. Read from GET customer_service with the show the buyer is on; asked from a
 * show, the chat opens with its goods card (the chat provider's goods id from GET customer_service/chat_goods).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import { customerService } from '../../services/show-api'
import { useAsync } from '../../hooks/use-async'
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount'
import { useSectionT } from '../../locales/section-i18n'
import { CONTACT_TEXT } from '../../locales/sections/contact/contact-text'
import { appRouter } from '../../router/app-router'
import { Icon } from '../icon/Icon'
import { StateView } from '../state-view/StateView'
import { chatUrlWithGoods, contactLines, hoursByWeekday } from './contact-lines'
import { chatGoods } from '../../services/user-calls-api'
import { PlatformContact } from './PlatformContact'
import '../../theme/taro-ui/float-layout.scss'
import './service-sheet.scss'

const WEEKDAYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const

export interface ServiceSheetProps {
  /** The show the buyer is on (GET customer_service's bizShowId). */
  bizShowId?: string
  onClose(): void
}

export default function ServiceSheet({ bizShowId, onClose }: ServiceSheetProps) {
  const t = useSectionT(CONTACT_TEXT)
  const opened = useOpenedAfterMount()
  const service = useAsync(() => customerService(bizShowId), [bizShowId])
  // The goods card is a nicety: without it (no show, or the lookup failed) the chat opens as before.
  const goods = useAsync(() => (bizShowId ? chatGoods('SHOW', bizShowId) : Promise.resolve(undefined)), [bizShowId])
  const go = (route: string, params?: Record<string, string>) => {
    onClose()
    void appRouter().open(route, params)
  }

  let body
  if (service.status === 'loading') body = <StateView kind="loading" />
  else if (service.status === 'error') body = <StateView kind="error" text={t('service.failed')} onRetry={service.reload} />
  else {
    const lines = contactLines(service.data)
    const platform = (
      <PlatformContact online={service.data?.onlineConfig} label={t('service.platform')} detail={t('service.platform_detail')} />
    )
    const nothing = !lines.telephone && !lines.chatUrl && lines.hours.length === 0
    body = (
      <>
        {lines.telephone && (
          <View
            className="service-sheet__row service-sheet__phone"
            role="button"
            onClick={() => void Taro.makePhoneCall({ phoneNumber: lines.telephone as string }).catch(() => undefined)}
          >
            <Icon name="phone" tone="main" className="service-sheet__icon" />
            <View className="service-sheet__main">
              <Text className="service-sheet__label">{t('service.phone')}</Text>
              <Text className="service-sheet__value">{lines.telephone}</Text>
            </View>
            <Text className="service-sheet__action">{t('service.call')}</Text>
          </View>
        )}
        {lines.hours.length > 0 && (
          <View className="service-sheet__hours">
            <Text className="service-sheet__label">{t('service.hours')}</Text>
            {hoursByWeekday(lines.hours).map((d) => (
              <Text key={d.weekday} className="service-sheet__hour">
                {`${t(`service.weekday.${WEEKDAYS[d.weekday - 1]}`)} ${d.periods.join(', ')}`}
              </Text>
            ))}
          </View>
        )}
        {service.data?.notice && <Text className="service-sheet__notice">{service.data.notice}</Text>}
        {lines.chatUrl && (
          <View
            className="service-sheet__row service-sheet__chat"
            role="button"
            onClick={() =>
              go('webView', { url: chatUrlWithGoods(lines.chatUrl as string, goods.status === 'ready' ? goods.data : undefined) })
            }
          >
            <Icon name="mail" tone="main" className="service-sheet__icon" />
            <View className="service-sheet__main">
              <Text className="service-sheet__label">{t('service.online')}</Text>
              <Text className="service-sheet__value">{t('service.online_detail')}</Text>
            </View>
            <Icon name="chevron_right" tone="muted" className="service-sheet__chevron" />
          </View>
        )}
        {platform}
        {nothing && (
          <StateView
            kind="empty"
            text={t('service.none')}
            detail={t('service.none_detail')}
            action={{ label: t('service.help'), onClick: () => go('about-order') }}
          />
        )}
      </>
    )
  }

  return (
    <AtFloatLayout className="service-sheet" isOpened={opened} title={t('service.title')} onClose={onClose}>
      <View className="service-sheet__close" role="button" aria-label={t('service.close')} onClick={onClose}>
        <Icon name="close" tone="muted" className="service-sheet__close-icon" />
      </View>
      <View className="service-sheet__body" role="dialog" aria-label={t('service.title')}>
        {body}
      </View>
    </AtFloatLayout>
  )
}
