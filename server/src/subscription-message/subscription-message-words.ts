/** The words a subscription message carries besides the merchant's own content (the tip line), per language. */
import type { Locale } from '../http/texts'
import type { MessageKind } from '../../../types/api/subscription-message'

const TIPS: Record<Locale, Record<MessageKind, string>> = {
  'zh-CN': {
    COUPON_TEMPLATE_EXPIRE: '优惠券即将过期，请尽快使用',
    MEMBER_LEVEL_UPGRADE: '恭喜升级，快来查看新权益',
    MEMBER_BIRTHDAY: '生日快乐，生日礼已为你备好'
  },
  'zh-MO': {
    COUPON_TEMPLATE_EXPIRE: '優惠券即將過期，請盡快使用',
    MEMBER_LEVEL_UPGRADE: '恭喜升級，快來查看新權益',
    MEMBER_BIRTHDAY: '生日快樂，生日禮已為你備好'
  },
  'en-US': {
    COUPON_TEMPLATE_EXPIRE: 'Your coupon expires soon',
    MEMBER_LEVEL_UPGRADE: 'Level up! See your new perks',
    MEMBER_BIRTHDAY: 'Happy birthday! A gift awaits'
  }
}

export function tipOf(kind: MessageKind, locale: Locale): string {
  return TIPS[locale][kind]
}
