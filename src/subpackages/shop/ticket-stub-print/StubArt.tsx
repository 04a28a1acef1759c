/**
 * The drawn preview of a commemorative stub: the ticket's show, session time, venue, seat, holder and number in
 * the chosen design's colours (ticket-stub-model.ts STUB_THEMES), with the tear-off end behind a perforation.
 * Drawn in views, not a picture, so the texts are the buyer's own and stay sharp on any screen.
 */
import { Text, View } from '@tarojs/components'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { useShowTimeText } from '../../../utils/show-time'
import type { StubTexts } from '../../../../types/api/ticket-stub'
import type { StubTheme } from '../../../shop/ticket-stub-model'

export function StubArt({ texts, theme }: { texts: StubTexts; theme: StubTheme }) {
  const t = useSectionT(SHOP_TEXT)
  const showTimeText = useShowTimeText()
  const ink = { color: theme.ink }
  const muted = { color: theme.ink, opacity: 0.7 }
  return (
    <View
      className={`stub-art stub-art--${theme.key}`}
      style={theme.frame ? { background: theme.frame } : undefined}
      data-testid="stub-art"
      data-design={theme.key}
    >
      <View className="stub-art__paper" style={{ background: theme.paper }}>
        <View className="stub-art__main">
          <Text className="stub-art__label" style={{ color: theme.accent }}>
            {t('stub.souvenir')}
          </Text>
          <Text className="stub-art__show" style={ink}>
            {texts.show}
          </Text>
          <Text className="stub-art__line" style={ink}>
            {showTimeText(texts.showTime)}
          </Text>
          <Text className="stub-art__line" style={muted}>
            {t('stub.venue')} {texts.venue}
          </Text>
          <Text className="stub-art__line" style={muted}>
            {t('stub.seat')} {texts.seat}
          </Text>
          {texts.holder && (
            <Text className="stub-art__line" style={muted}>
              {t('stub.holder')} {texts.holder}
            </Text>
          )}
        </View>
        <View className="stub-art__tear" style={{ borderLeftColor: theme.ink }}>
          <View className="stub-art__seal" style={{ borderColor: theme.accent }}>
            <Text className="stub-art__seal-text" style={{ color: theme.accent }}>
              {t('stub.souvenir')}
            </Text>
          </View>
          <Text className="stub-art__number" style={muted}>
            {t('stub.number', { number: texts.ticketNumber })}
          </Text>
        </View>
      </View>
    </View>
  )
}
