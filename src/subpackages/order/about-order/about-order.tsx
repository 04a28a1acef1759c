/**
 * about-order (/about-order): help with orders — how tickets arrive (e-tickets, paper tickets by express),
 * refunds, invoices — and how to reach the merchant, from its customer service settings
 * (customerServiceConfigVO: telephone and working hours; product.md "Shop configuration"). A shop without
 * a phone gets a line saying where else to look. The settings come with the shop config the app already
 * holds, so there is nothing to load here.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { contactLines } from '../../../components/customer-service/contact-lines'
import '../confirm-order/confirm-order.scss'
import './about-order.scss'

const WEEKDAYS = [
  'about.weekday.d1',
  'about.weekday.d2',
  'about.weekday.d3',
  'about.weekday.d4',
  'about.weekday.d5',
  'about.weekday.d6',
  'about.weekday.d7'
] as const

function Section({ title, children, className }: { title: string; children: ReactNode; className: string }) {
  return (
    <View className={`confirm-order__block about-order__section ${className}`}>
      <Text className="confirm-order__heading">{title}</Text>
      {children}
    </View>
  )
}

export default function AboutOrderPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  const service = useAtomValue(shopConfigAtom).customerServiceConfigVO
  const contact = contactLines(service)
  return (
    <PageShell route="about-order">
      <View className="about-order">
        <Section title={t('about.arrive_title')} className="about-order__arrive">
          <Text className="about-order__text">{t('about.arrive_eticket')}</Text>
          <Text className="about-order__text">{t('about.arrive_paper')}</Text>
        </Section>
        <Section title={t('about.refund_title')} className="about-order__refund">
          <Text className="about-order__text">{t('about.refund_text')}</Text>
        </Section>
        <Section title={t('about.invoice_title')} className="about-order__invoice">
          <Text className="about-order__text">{t('about.invoice_text')}</Text>
        </Section>
        <Section title={t('about.contact_title')} className="about-order__contact">
          {contact.telephone ? (
            <View
              className="confirm-order__row about-order__phone"
              onClick={() => void Taro.makePhoneCall({ phoneNumber: contact.telephone as string }).catch(() => undefined)}
            >
              <Text>{`${t('about.phone')} ${contact.telephone}`}</Text>
              <View className="about-order__call">
                <Text>{t('about.call')}</Text>
                <Icon name="chevron_right" tone="muted" className="about-order__chevron" />
              </View>
            </View>
          ) : (
            <Text className="about-order__text about-order__no-contact">{t('about.no_contact')}</Text>
          )}
          {contact.hours.length > 0 && (
            <View className="about-order__hours">
              <Text className="about-order__label">{t('about.hours')}</Text>
              {contact.hours.map((h) => (
                <Text key={`${h.weekday}-${h.from}`} className="about-order__text">
                  {t('about.hours_line', { day: t(WEEKDAYS[h.weekday - 1]), from: h.from, to: h.to })}
                </Text>
              ))}
            </View>
          )}
          {contact.online && <Text className="about-order__text">{t('about.online')}</Text>}
        </Section>
      </View>
    </PageShell>
  )
}
