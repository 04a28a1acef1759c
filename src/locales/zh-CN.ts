/**
 * Simplified Chinese, the reference dictionary: its shape is the `Messages` type every other language
 * must match. Sections follow the spec's copywriting sections (product.md section 3, "Copywriting").
 */
const zhCN = {
  common: {
    loading: '加载中',
    empty: '暂无数据',
    load_failed: '加载失败',
    retry: '重试',
    back: '返回',
    home: '首页',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    coming_soon: '敬请期待',
    under_development: '该功能正在开发中，尽情期待吧!',
    jump_failed: '跳转失败',
    please_try_later: '请稍后再试',
    page_not_found: '页面不存在，已为你返回首页',
    parking: '停车缴费',
    open_show: '开放演出',
    benefit_card: '权益卡',
    topic: '专题活动',
    web: '网页',
    announcement: '公告',
    not_logged_in: '未登录',
    login_required: '请先登录',
    id_label: '编号 {id}',
    network_error: '网络异常，请稍后再试',
    request_timeout: '请求失败：超时',
    too_many_visits: '网络访问人数过多',
    too_many_visits_hint: '请切换网络或稍后重试',
    cannot_connect: '无法连接网络，请检查网络或稍后重试',
    check_network: '请检查网络或稍后再试',
    login_invalid: '登录失效，请重新登录',
    bind_account: '请绑定账号信息',
    generic_error: '出错了，请稍后再试',
    crowded: '购票通道拥挤，正在自动为你重试',
    busy: '当前访问人数过多，马上就好了',
    busy_title: '当前访问人数过多',
    countdown: '{seconds}秒',
    load_more: '加载更多',
    no_more: '没有更多了',
    save: '保存',
    saved: '保存成功',
    delete: '删除'
  },
  tabbar: {
    home: '首页',
    all: '全部',
    shop: '商城',
    ticket_holder: '票夹',
    mine: '我的'
  },
  index: {
    category_all: '全部',
    category_concert: '演唱会',
    category_drama: '话剧歌剧',
    category_sports: '体育',
    category_music: '音乐会',
    category_exhibition: '展览休闲',
    category_dance: '舞蹈芭蕾',
    category_children: '儿童亲子',
    category_folk_art: '曲苑杂坛',
    city_title: '选择城市',
    city_recent: '最近访问',
    city_all: '全部城市',
    city_default: '上海',
    search_placeholder: '搜索演出、艺人、场馆',
  },
  show_detail: {
    title: '演出详情',
    group_title: '演出合集',
    tour_title: '巡演详情',
    booking_title: '选择场次',
    venue_list_title: '场馆列表',
    venue_title: '场馆详情',
    privilege_title: '优先购',
    seat_picking: '支持在线选座',
    tour_cities: '巡演其他城市',
    group_shows: '本系列演出',
    venue_shows: '场馆在售演出',
    left_count: '余{count}张',
    venue_show_count: '{count}场演出',
    show_id: '演出编号：{showId}',
    countdown: '{days}天 {hours}:{minutes}:{seconds} 后开售',
    sessions: '场次',
    prices: '票档',
    venue: '场馆',
    description: '演出介绍',
    service_notes: '购票须知',
    sold_out: '已售罄',
    few_left: '余票紧张',
    min_age: '{age}岁以上观看',
    price_range: '票价',
    buy: '立即购买',
    favourite: '想看',
    favourited: '已想看',
    favourite_added: '已加入想看',
    favourite_removed: '已取消想看'
  },
  preload_ticket: {
    title: '预填抢票信息'
  },
  confirm_order: {
    title: '确认订单'
  },
  login: {
    title: '登录',
    email_title: '邮箱登录',
    gate_hint: '登录后将为你打开：{page}',
    methods_arrive: '手机号、邮箱等登录方式随账号功能上线',
    status_language: '当前语言不支持你账号所在的地区，请切换语言或退出后重新登录',
    status_method: '当前语言不支持你账号的登录方式，请退出后用其他方式登录',
    logout: '退出登录',
    phone: '手机号',
    phone_placeholder: '请输入手机号',
    phone_required: '请输入手机号',
    phone_invalid: '请输入正确的手机号',
    captcha: '图形验证码',
    captcha_placeholder: '请输入图中字符',
    captcha_required: '请输入图形验证码',
    code: '验证码',
    code_placeholder: '请输入6位验证码',
    code_required: '请输入验证码',
    code_invalid: '验证码错误',
    get_code: '获取验证码',
    resend: '重新获取',
    resend_in: '{seconds}秒后重新获取',
    code_sent: '验证码已发送',
    submit: '登录',
    success: '登录成功'
  },
  mine: {
    login_now: '立即登录',
    welcome: '欢迎来到 {shopName}',
    setting: '设置',
    language: '语言',
    theme: '主题模式',
    theme_follow_system: '跟随系统',
    theme_dark: '深色模式',
    theme_light: '浅色模式',
    profile: '个人资料',
    exchange_coupon: '兑换优惠券',
    member_center: '会员中心',
    unregister: '注销账号',
    my_orders: '我的订单',
    current: '当前',
    account_bind: '账号绑定',
    shop_state: '店铺状态'
  },
  pay_success: {
    title: '支付成功'
  },
  search: {
    title: '搜索',
    placeholder: '搜索演出、艺人、场馆',
    submit: '搜索',
    history: '搜索历史',
    clear_history: '清空',
    no_history: '暂无搜索历史',
    sort_recommend: '推荐',
    sort_time: '时间最近',
    sort_price_asc: '价格从低到高',
    sort_price_desc: '价格从高到低',
    date_any: '全部日期',
    date_today: '今天',
    date_weekend: '本周末',
    date_month: '本月',
    no_result: '没有找到相关演出，换个关键词试试'
  },
  pick_seat: {
    title: '选座'
  },
  order: {
    list_title: '我的订单',
    detail_title: '订单详情',
    empty: '暂无订单',
    order_no: '订单号：{orderId}'
  },
  ticket_holder: {
    detail_title: '电子票',
    hot_title: '热门票',
    empty: '票夹空空如也',
    ticket_id: '票号：{id}'
  },
  address: {
    title: '收货地址',
    edit_title: '编辑收货地址',
    empty: '还没有收货地址',
    add: '新增收货地址',
    default: '默认',
    recipient: '收货人',
    recipient_placeholder: '请输入收货人姓名',
    recipient_required: '请输入收货人姓名',
    phone: '手机号',
    region: '所在地区',
    region_placeholder: '省、市、区、街道',
    region_required: '请选择完整的所在地区',
    detail: '详细地址',
    detail_placeholder: '街道门牌、楼层房间号等，至少{min}个字',
    detail_short: '详细地址至少{min}个字',
    set_default: '设为默认地址'
  },
  invoice: {
    title: '发票'
  },
  audience: {
    title: '观演人',
    edit_title: '编辑观演人',
    empty: '还没有观演人',
    add: '新增观演人',
    name: '姓名',
    name_placeholder: '请输入证件上的姓名',
    name_required: '请输入姓名',
    id_type: '证件类型',
    id_no: '证件号码',
    id_placeholder: '请输入证件号码',
    id_invalid: '身份证号码格式错误',
    id_type_ID_CARD: '身份证',
    id_type_PASSPORT: '护照',
    id_type_HK_MACAU_PERMIT: '港澳通行证',
    id_type_TAIWAN_PERMIT: '台胞证',
    preview: '出生日期 {birthday} · {gender}',
    gender_man: '男',
    gender_woman: '女'
  },
  transfer_ticket: {
    title: '转赠'
  },
  email: {
    title: '邮箱'
  },
  calendar: {
    title: '日历'
  },
  refund: {
    title: '退票'
  },
  shop: {
    detail_title: '商品详情',
    cart_title: '购物车',
    empty: '商品即将上架',
    goods_id: '商品编号：{id}'
  }
}

type Dictionary<T> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> }

/** Every language must provide every key: a missing one fails the type check. */
export type Messages = Dictionary<typeof zhCN>

export default zhCN as Messages
