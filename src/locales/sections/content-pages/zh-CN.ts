/**
 * The remaining spec pages (issue #32 "Content and contact"): the share landings, support, middle-verify and
 * coupon-create. The reference dictionary of the section (section-i18n.ts).
 */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  share: {
    from_friend: '好友向你推荐',
    note: '“{note}”',
    view_show: '查看演出',
    view_topic: '查看专题',
    show_missing: '演出不存在',
    show_missing_detail: '分享的演出可能已下架，去首页看看其他演出吧',
    topic_missing: '专题不存在',
    topic_missing_detail: '分享的专题可能已结束，去首页看看其他演出吧',
    back_home: '返回首页',
    note_label: '附言（选填）',
    note_placeholder: '说点什么，好友打开链接时会看到'
  },
  support: {
    contact_title: '联系客服',
    contact_hint: '电话、服务时间和在线客服',
    contact_button: '联系客服',
    faq_title: '常见问题',
    search_placeholder: '搜索问题',
    no_match: '没有找到相关问题',
    no_match_detail: '换个关键词，或直接联系客服',
    faq: {
      buy: {
        q: '如何购票？',
        a: '在演出详情页选择场次和票档，确认订单后在支付时限内完成支付即可。',
        go: '去看演出'
      },
      real_name: {
        q: '实名制演出需要准备什么？',
        a: '实名制演出需为每张票填写观演人证件信息，入场时核验证件。可以提前在“常用观演人”中添加。',
        go: '管理观演人'
      },
      refund: {
        q: '如何退票？',
        a: '在订单详情页按演出的退票规则申请退票，退款将按原支付方式退回。',
        go: '查看订单'
      },
      enter: {
        q: '如何入场？',
        a: '在票夹中打开电子票，入场时出示动态二维码供工作人员核验。',
        go: '打开票夹'
      },
      invoice: {
        q: '如何开具发票？',
        a: '订单支付完成后，可在订单详情页申请开具电子发票。',
        go: '查看订单'
      },
      coupon: {
        q: '优惠券怎么使用？',
        a: '确认订单时会自动为你选择可用的优惠券，也可以手动更换。',
        go: '我的优惠券'
      },
      member: {
        q: '会员等级和积分如何获得？',
        a: '每笔已支付订单都会按商家规则累积成长值和积分，成长值达到门槛即可升级。',
        go: '会员中心'
      }
    }
  },
  tour: {
    follow: '关注巡演',
    following: '已关注',
    followed: '已关注，新的城市开演会出现在“我的收藏”',
    unfollowed: '已取消关注',
    followed_title: '关注的巡演',
    show_count: '{count} 场演出'
  },
  reminders: {
    title: '开售提醒',
    line: '{time} 开售 · 提前 {minutes} 分钟短信提醒'
  },
  verify: {
    checking: '正在校验链接',
    invalid_title: '链接无效',
    missing: '链接缺少必要的参数',
    unknown: '链接指向的页面不存在',
    not_built: '该功能暂未开放',
    missing_param: '链接缺少参数：{param}',
    open_failed: '页面打开失败',
    back_home: '返回首页'
  },
  coupon_create: {
    received_title: '领取成功',
    received_detail: '优惠券已放入你的账户',
    receive_title: '领取优惠券',
    receive_detail: '领取后可在“我的优惠券”中查看',
    login_title: '登录后领取优惠券',
    login: '去登录',
    missing: '优惠券不存在',
    missing_detail: '该优惠券可能已领完或已下架',
    my_coupons: '我的优惠券',
    use_now: '去使用',
    back_home: '返回首页'
  }
}

export type ContentPagesMessages = SectionShape<typeof zhCN>
export default zhCN as ContentPagesMessages
