import type { Messages } from './zh-CN'

const zhMO: Messages = {
  common: {
    loading: '載入中',
    empty: '暫無數據',
    load_failed: '載入失敗',
    retry: '重試',
    back: '返回',
    home: '首頁',
    confirm: '確定',
    cancel: '取消',
    close: '關閉',
    coming_soon: '敬請期待',
    under_development: '該功能正在開發中，盡情期待吧!',
    jump_failed: '跳轉失敗',
    please_try_later: '請稍後再試',
    page_not_found: '頁面不存在，已為你返回首頁',
    parking: '停車繳費',
    open_show: '開放演出',
    benefit_card: '權益卡',
    topic: '專題活動',
    web: '網頁',
    announcement: '公告',
    not_logged_in: '未登錄',
    login_required: '請先登錄',
    id_label: '編號 {id}',
    network_error: '網絡異常，請稍後再試',
    request_timeout: '請求失敗：超時',
    too_many_visits: '網絡訪問人數過多',
    too_many_visits_hint: '請切換網絡或稍後重試',
    cannot_connect: '無法連接網絡，請檢查網絡或稍後重試',
    check_network: '請檢查網絡或稍後再試',
    login_invalid: '登錄失效，請重新登錄',
    bind_account: '請綁定賬號信息',
    generic_error: '出錯了，請稍後再試',
    crowded: '購票通道擁擠，正在自動為你重試',
    busy: '當前訪問人數過多，馬上就好了',
    busy_title: '當前訪問人數過多',
    countdown: '{seconds}秒',
    load_more: '載入更多',
    no_more: '沒有更多了',
    save: '保存',
    saved: '保存成功',
    delete: '刪除'
  },
  tabbar: {
    home: '首頁',
    all: '全部',
    shop: '商城',
    ticket_holder: '票夾',
    mine: '我的'
  },
  index: {
    category_all: '全部',
    category_concert: '演唱會',
    category_drama: '話劇歌劇',
    category_sports: '體育',
    category_music: '音樂會',
    category_exhibition: '展覽休閒',
    category_dance: '舞蹈芭蕾',
    category_children: '兒童親子',
    category_folk_art: '曲苑雜壇',
    city_title: '選擇城市',
    city_recent: '最近訪問',
    city_all: '全部城市',
    city_default: '上海',
    search_placeholder: '搜索演出、藝人、場館',
  },
  show_detail: {
    title: '演出詳情',
    group_title: '演出合集',
    tour_title: '巡演詳情',
    booking_title: '選擇場次',
    venue_list_title: '場館列表',
    venue_title: '場館詳情',
    privilege_title: '優先購',
    seat_picking: '支持線上選座',
    tour_cities: '巡演其他城市',
    group_shows: '本系列演出',
    venue_shows: '場館在售演出',
    left_count: '餘{count}張',
    venue_show_count: '{count}場演出',
    show_id: '演出編號：{showId}',
    countdown: '{days}天 {hours}:{minutes}:{seconds} 後開售',
    sessions: '場次',
    prices: '票檔',
    venue: '場館',
    description: '演出介紹',
    service_notes: '購票須知',
    sold_out: '已售罄',
    few_left: '餘票緊張',
    min_age: '{age}歲以上觀看',
    price_range: '票價',
    buy: '立即購買'
  },
  preload_ticket: {
    title: '預填搶票信息'
  },
  confirm_order: {
    title: '確認訂單'
  },
  login: {
    title: '登錄',
    email_title: '郵箱登錄',
    gate_hint: '登錄後將為你打開：{page}',
    methods_arrive: '手機號、郵箱等登錄方式隨賬號功能上線',
    status_language: '當前語言不支持你賬號所在的地區，請切換語言或退出後重新登錄',
    status_method: '當前語言不支持你賬號的登錄方式，請退出後用其他方式登錄',
    logout: '退出登錄',
    phone: '手機號',
    phone_placeholder: '請輸入手機號',
    phone_required: '請輸入手機號',
    phone_invalid: '請輸入正確的手機號',
    captcha: '圖形驗證碼',
    captcha_placeholder: '請輸入圖中字符',
    captcha_required: '請輸入圖形驗證碼',
    code: '驗證碼',
    code_placeholder: '請輸入6位驗證碼',
    code_required: '請輸入驗證碼',
    code_invalid: '驗證碼錯誤',
    get_code: '獲取驗證碼',
    resend: '重新獲取',
    resend_in: '{seconds}秒後重新獲取',
    code_sent: '驗證碼已發送',
    submit: '登錄',
    success: '登錄成功'
  },
  mine: {
    login_now: '立即登錄',
    welcome: '歡迎來到 {shopName}',
    setting: '設置',
    language: '語言',
    theme: '主題模式',
    theme_follow_system: '跟隨系統',
    theme_dark: '深色模式',
    theme_light: '淺色模式',
    profile: '個人資料',
    exchange_coupon: '兌換優惠券',
    member_center: '會員中心',
    unregister: '註銷賬號',
    my_orders: '我的訂單',
    current: '當前',
    account_bind: '賬號綁定',
    shop_state: '店鋪狀態'
  },
  pay_success: {
    title: '支付成功'
  },
  search: {
    title: '搜索',
    placeholder: '搜索演出、藝人、場館',
    submit: '搜索',
    history: '搜索歷史',
    clear_history: '清空',
    no_history: '暫無搜索歷史',
    sort_recommend: '推薦',
    sort_time: '時間最近',
    sort_price_asc: '價格從低到高',
    sort_price_desc: '價格從高到低',
    date_any: '全部日期',
    date_today: '今天',
    date_weekend: '本週末',
    date_month: '本月',
    no_result: '沒有找到相關演出，換個關鍵詞試試'
  },
  pick_seat: {
    title: '選座'
  },
  order: {
    list_title: '我的訂單',
    detail_title: '訂單詳情',
    empty: '暫無訂單',
    order_no: '訂單號：{orderId}'
  },
  ticket_holder: {
    detail_title: '電子票',
    hot_title: '熱門票',
    empty: '票夾空空如也',
    ticket_id: '票號：{id}'
  },
  address: {
    title: '收貨地址',
    edit_title: '編輯收貨地址',
    empty: '還沒有收貨地址',
    add: '新增收貨地址',
    default: '默認',
    recipient: '收貨人',
    recipient_placeholder: '請輸入收貨人姓名',
    recipient_required: '請輸入收貨人姓名',
    phone: '手機號',
    region: '所在地區',
    region_placeholder: '省、市、區、街道',
    region_required: '請選擇完整的所在地區',
    detail: '詳細地址',
    detail_placeholder: '街道門牌、樓層房間號等，至少{min}個字',
    detail_short: '詳細地址至少{min}個字',
    set_default: '設為默認地址'
  },
  invoice: {
    title: '發票'
  },
  audience: {
    title: '觀演人',
    edit_title: '編輯觀演人',
    empty: '還沒有觀演人',
    add: '新增觀演人',
    name: '姓名',
    name_placeholder: '請輸入證件上的姓名',
    name_required: '請輸入姓名',
    id_type: '證件類型',
    id_no: '證件號碼',
    id_placeholder: '請輸入證件號碼',
    id_invalid: '身份證號碼格式錯誤',
    id_type_ID_CARD: '身份證',
    id_type_PASSPORT: '護照',
    id_type_HK_MACAU_PERMIT: '港澳通行證',
    id_type_TAIWAN_PERMIT: '台胞證',
    preview: '出生日期 {birthday} · {gender}',
    gender_man: '男',
    gender_woman: '女'
  },
  transfer_ticket: {
    title: '轉贈'
  },
  email: {
    title: '郵箱'
  },
  calendar: {
    title: '日曆'
  },
  refund: {
    title: '退票'
  },
  shop: {
    detail_title: '商品詳情',
    cart_title: '購物車',
    empty: '商品即將上架',
    goods_id: '商品編號：{id}'
  }
}

export default zhMO
