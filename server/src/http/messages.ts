/** Messages the gateway sends in `comments`, in the request's language. */
import type { Locale } from './texts'
import { formatMessage } from '../../../types/rules/message-format'

const MESSAGES = {
  invalid_parameter: { 'zh-CN': '参数错误：{detail}', 'zh-MO': '參數錯誤：{detail}', 'en-US': 'Invalid parameter: {detail}' },
  not_found: { 'zh-CN': '请求的内容不存在', 'zh-MO': '請求的內容不存在', 'en-US': 'Not found' },
  show_not_found: {
    'zh-CN': '演出不存在或已下架',
    'zh-MO': '演出不存在或已下架',
    'en-US': 'This show does not exist or is no longer listed'
  },
  merchant_not_found: { 'zh-CN': '商户不存在', 'zh-MO': '商戶不存在', 'en-US': 'Unknown merchant' },
  not_logged_in: { 'zh-CN': '未登录', 'zh-MO': '未登錄', 'en-US': 'Not logged in' },
  not_on_sale: { 'zh-CN': '该场次暂未开售', 'zh-MO': '該場次暫未開售', 'en-US': 'This session is not on sale' },
  sold_out: { 'zh-CN': '暂无可售票', 'zh-MO': '暫無可售票', 'en-US': 'No tickets available' },
  purchase_limit: {
    'zh-CN': '已达购买上限（每单{perOrder}张，每人{perAccount}张）',
    'zh-MO': '已達購買上限（每單{perOrder}張，每人{perAccount}張）',
    'en-US': 'Purchase limit reached ({perOrder} per order, {perAccount} per person)'
  },
  price_changed: {
    'zh-CN': '票价已变动，请重新确认订单',
    'zh-MO': '票價已變動，請重新確認訂單',
    'en-US': 'The price has changed, please confirm the order again'
  },
  idempotency_conflict: {
    'zh-CN': '订单请求重复，请重新下单',
    'zh-MO': '訂單請求重複，請重新下單',
    'en-US': 'This order request was already used; please order again'
  },
  attendees_mismatch: { 'zh-CN': '观演人数量需与票数一致', 'zh-MO': '觀演人數量需與票數一致', 'en-US': 'Choose one attendee per ticket' },
  risk_check_failed: {
    'zh-CN': '页面停留过久，请返回演出页重新购买',
    'zh-MO': '頁面停留過久，請返回演出頁重新購買',
    'en-US': 'This page has been open too long. Please go back to the show and start again.'
  },
  prefill_closed: {
    'zh-CN': '该演出已开售或暂不支持预填',
    'zh-MO': '該演出已開售或暫不支持預填',
    'en-US': 'This show is already on sale or cannot be pre-filled'
  },
  address_required: { 'zh-CN': '请选择收货地址', 'zh-MO': '請選擇收貨地址', 'en-US': 'Choose a delivery address' },
  limiting: {
    'zh-CN': '当前购票人数较多，正在为你排队',
    'zh-MO': '當前購票人數較多，正在為你排隊',
    'en-US': 'Lots of people are buying right now; we are queueing you'
  },
  remarks_required: { 'zh-CN': '请填写备注', 'zh-MO': '請填寫備註', 'en-US': 'Please add a note' },
  seat_taken: {
    'zh-CN': '所选座位已被他人锁定，请重新选座',
    'zh-MO': '所選座位已被他人鎖定，請重新選座',
    'en-US': 'Someone has just taken a seat you chose. Please choose again.'
  },
  attendee_taken: {
    'zh-CN': '观演人{name}已购买本演出',
    'zh-MO': '觀演人{name}已購買本演出',
    'en-US': '{name} already holds a ticket to this show'
  },
  age_limit: {
    'zh-CN': '观演人{name}不满{age}岁，不可观看',
    'zh-MO': '觀演人{name}不滿{age}歲，不可觀看',
    'en-US': '{name} is under {age} and cannot attend'
  },
  ticket_not_found: { 'zh-CN': '票不存在', 'zh-MO': '票不存在', 'en-US': 'Ticket not found' },
  payment_not_allowed: {
    'zh-CN': '订单已关闭或已支付，无法支付',
    'zh-MO': '訂單已關閉或已支付，無法支付',
    'en-US': 'This order is closed or already paid'
  },
  payer_required: {
    'zh-CN': '请先授权微信或支付宝账号后再支付',
    'zh-MO': '請先授權微信或支付寶帳號後再付款',
    'en-US': 'Please authorise your WeChat or Alipay account before paying with it'
  },
  payment_product_unknown: { 'zh-CN': '不支持该支付方式', 'zh-MO': '不支持該支付方式', 'en-US': 'This payment method is not available' },
  payment_provider_failed: {
    'zh-CN': '支付服务暂时不可用，请稍后再试',
    'zh-MO': '支付服務暫時不可用，請稍後再試',
    'en-US': 'The payment service is not available right now, please try again later'
  },
  callback_rejected: { 'zh-CN': '回调校验失败', 'zh-MO': '回調校驗失敗', 'en-US': 'Callback rejected' },
  staff_only: { 'zh-CN': '仅限工作人员', 'zh-MO': '僅限工作人員', 'en-US': 'Staff only' },
  order_not_found: { 'zh-CN': '订单不存在', 'zh-MO': '訂單不存在', 'en-US': 'Order not found' },
  order_not_cancellable: {
    'zh-CN': '订单当前状态不可取消',
    'zh-MO': '訂單當前狀態不可取消',
    'en-US': 'This order can no longer be cancelled'
  },
  password_locked: {
    'zh-CN': '密码错误次数过多，请{minutes}分钟后再试',
    'zh-MO': '密碼錯誤次數過多，請{minutes}分鐘後再試',
    'en-US': 'Too many wrong passwords. Try again in {minutes} min'
  },
  rate_limited: {
    'zh-CN': '访问过于频繁，请稍后再试',
    'zh-MO': '訪問過於頻繁，請稍後再試',
    'en-US': 'Too many requests from your network, please try again shortly'
  },
  not_ready: {
    'zh-CN': '服务正在恢复，请稍后再试',
    'zh-MO': '服務正在恢復，請稍後再試',
    'en-US': 'The service is recovering, please try again shortly'
  },
  internal_error: {
    'zh-CN': '服务开小差了，请稍后再试',
    'zh-MO': '服務開小差了，請稍後再試',
    'en-US': 'Something went wrong on our side, please try again later'
  },
  token_expired: { 'zh-CN': '登录凭证已过期', 'zh-MO': '登錄憑證已過期', 'en-US': 'Token expired' },
  login_expired: {
    'zh-CN': '登录已过期，请重新登录',
    'zh-MO': '登錄已過期，請重新登錄',
    'en-US': 'Your login has expired, please log in again'
  },
  token_exception: {
    'zh-CN': '登录状态异常，请重新登录',
    'zh-MO': '登錄狀態異常，請重新登錄',
    'en-US': 'Login state is invalid, please log in again'
  },
  logged_out: { 'zh-CN': '已退出登录', 'zh-MO': '已退出登錄', 'en-US': 'You have logged out' },
  other_device: { 'zh-CN': '登录失效，请重新登录', 'zh-MO': '登錄失效，請重新登錄', 'en-US': 'Login invalid, please log in again' },
  login_method_unsupported: {
    'zh-CN': '当前语言不支持该登录方式',
    'zh-MO': '當前語言不支持該登錄方式',
    'en-US': 'This login method is not available in the current language'
  },
  login_area_unsupported: {
    'zh-CN': '暂不支持该地区手机号登录',
    'zh-MO': '暫不支持該地區手機號登錄',
    'en-US': 'Phone numbers from this area cannot log in here'
  },
  h5_not_supported: { 'zh-CN': 'h5 not support', 'zh-MO': 'h5 not support', 'en-US': 'h5 not support' },
  too_frequent: {
    'zh-CN': '操作过于频繁，请稍后再试',
    'zh-MO': '操作過於頻繁，請稍後再試',
    'en-US': 'Too many attempts, please try again later'
  },
  captcha_wrong: { 'zh-CN': '图形验证码错误或已过期', 'zh-MO': '圖形驗證碼錯誤或已過期', 'en-US': 'Wrong or expired image code' },
  code_too_soon: {
    'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试',
    'zh-MO': '驗證碼發送過於頻繁，請{seconds}秒後再試',
    'en-US': 'Please wait {seconds} s before asking for another code'
  },
  code_daily_limit: {
    'zh-CN': '今日验证码发送次数已达上限',
    'zh-MO': '今日驗證碼發送次數已達上限',
    'en-US': 'No more codes can be sent today'
  },
  code_not_sent: {
    'zh-CN': '验证码暂时无法发送，请稍后重试',
    'zh-MO': '驗證碼暫時無法發送，請稍後重試',
    'en-US': 'The code could not be sent just now; please try again'
  },
  code_wrong: { 'zh-CN': '验证码错误', 'zh-MO': '驗證碼錯誤', 'en-US': 'Incorrect verification code' },
  code_expired: {
    'zh-CN': '验证码已失效，请重新获取',
    'zh-MO': '驗證碼已失效，請重新獲取',
    'en-US': 'The code has expired, please get a new one'
  },
  phone_invalid: { 'zh-CN': '手机号码有误', 'zh-MO': '手機號碼有誤', 'en-US': 'Incorrect mobile number' },
  email_invalid: { 'zh-CN': '邮箱格式错误', 'zh-MO': '郵箱格式錯誤', 'en-US': 'Invalid email address' },
  password_rule: {
    'zh-CN': '密码需为8-20位，包含大写字母、小写字母、数字、特殊符号中的至少三种',
    'zh-MO': '密碼需為8-20位，包含大寫字母、小寫字母、數字、特殊符號中的至少三種',
    'en-US': 'Passwords are 8-20 characters with at least three of: uppercase, lowercase, digits, symbols'
  },
  email_taken: { 'zh-CN': '该邮箱已注册', 'zh-MO': '該郵箱已註冊', 'en-US': 'This email is already registered' },
  login_failed: { 'zh-CN': '邮箱或密码错误', 'zh-MO': '郵箱或密碼錯誤', 'en-US': 'Wrong email or password' },
  email_not_activated: {
    'zh-CN': '邮箱尚未激活，请先完成激活',
    'zh-MO': '郵箱尚未激活，請先完成激活',
    'en-US': 'Please activate your email first'
  },
  password_wrong: { 'zh-CN': '原密码错误', 'zh-MO': '原密碼錯誤', 'en-US': 'The current password is wrong' },
  nickname_invalid: { 'zh-CN': '昵称需为1-20个字符', 'zh-MO': '暱稱需為1-20個字符', 'en-US': 'Nicknames are 1-20 characters' },
  birthday_once: { 'zh-CN': '生日仅可修改一次', 'zh-MO': '生日僅可修改一次', 'en-US': 'Your birthday can be set only once' },
  name_required: { 'zh-CN': '请输入姓名', 'zh-MO': '請輸入姓名', 'en-US': 'Please enter the name' },
  id_format: { 'zh-CN': '身份证号码格式错误', 'zh-MO': '身份證號碼格式錯誤', 'en-US': 'Invalid ID number' },
  audience_duplicate: { 'zh-CN': '该观演人已存在', 'zh-MO': '該觀演人已存在', 'en-US': 'This attendee already exists' },
  audience_limit: { 'zh-CN': '观演人最多添加{max}位', 'zh-MO': '觀演人最多添加{max}位', 'en-US': 'You can keep at most {max} attendees' },
  region_required: { 'zh-CN': '请选择完整的所在地区', 'zh-MO': '請選擇完整的所在地區', 'en-US': 'Please choose the full region' },
  address_detail: {
    'zh-CN': '详细地址需为{min}-{max}个字',
    'zh-MO': '詳細地址需為{min}-{max}個字',
    'en-US': 'The detailed address needs {min}-{max} characters'
  },
  undeliverable: { 'zh-CN': '该地址无法安排配送', 'zh-MO': '該地址無法安排配送', 'en-US': 'This address is unable to arrange delivery' },
  address_limit: {
    'zh-CN': '最多保存{max}个收货地址',
    'zh-MO': '最多保存{max}個收貨地址',
    'en-US': 'You can keep at most {max} addresses'
  },
  cert_monthly: {
    'zh-CN': '当月已修改过实名信息，暂不可重复修改',
    'zh-MO': '當月已修改過實名信息，暫不可重複修改',
    'en-US': 'Real-name details were already changed this month'
  },
  cert_unchanged: { 'zh-CN': '实名信息未修改', 'zh-MO': '實名信息未修改', 'en-US': 'Nothing has changed' },
  account_needs_binding: { 'zh-CN': '请绑定账号信息', 'zh-MO': '請綁定賬號信息', 'en-US': 'Please bind your account information' },
  login_method_unavailable: {
    'zh-CN': '当前商户未开通该登录方式',
    'zh-MO': '當前商戶未開通該登錄方式',
    'en-US': 'This login method is not available in this shop'
  },
  third_party_failed: { 'zh-CN': '授权失败，请重试', 'zh-MO': '授權失敗，請重試', 'en-US': 'Authorization failed, please try again' },
  third_party_no_email: {
    'zh-CN': '注册失败，请授权获取邮箱',
    'zh-MO': '註冊失敗，請授權獲取郵箱',
    'en-US': 'Registration failed, authorize to obtain email'
  },
  bind_expired: {
    'zh-CN': '绑定已失效，请重新登录',
    'zh-MO': '綁定已失效，請重新登錄',
    'en-US': 'The binding has expired, please log in again'
  },
  already_bound: { 'zh-CN': '该账号已绑定', 'zh-MO': '該賬號已綁定', 'en-US': 'This account is already bound' },
  upload_invalid: { 'zh-CN': '上传失败', 'zh-MO': '上傳失敗', 'en-US': 'Fail to upload' },
  student_needs_real_name: {
    'zh-CN': '请先完成实名认证',
    'zh-MO': '請先完成實名認證',
    'en-US': 'Please complete real-name verification first'
  },
  student_already: { 'zh-CN': '学生认证已通过', 'zh-MO': '學生認證已通過', 'en-US': 'Student verification already passed' },
  student_failed: { 'zh-CN': '学生认证未通过', 'zh-MO': '學生認證未通過', 'en-US': 'Student verification failed' },
  cert_failed: { 'zh-CN': '认证失败', 'zh-MO': '認證失敗', 'en-US': 'Verification failed' },
  id_verify_unavailable: {
    'zh-CN': '实名认证服务暂不可用，请稍后再试',
    'zh-MO': '實名認證服務暫不可用，請稍後再試',
    'en-US': 'Identity verification is not available right now. Please try again later'
  },
  face_auth_unsupported: {
    'zh-CN': '当前应用不支持人脸认证',
    'zh-MO': '當前應用不支援人臉認證',
    'en-US': 'The current app does not support face authentication'
  },
  face_auth_failed: { 'zh-CN': '人脸认证失败', 'zh-MO': '人臉認證失敗', 'en-US': 'Face authentication failed' },
  face_needs_real_name: {
    'zh-CN': '请先完成实名认证，再进行人脸认证',
    'zh-MO': '請先完成實名認證，再進行人臉認證',
    'en-US': 'Please complete real-name verification before face authentication'
  },
  staff_not_logged_in: { 'zh-CN': '请登录商户后台', 'zh-MO': '請登入商戶後台', 'en-US': 'Please log in to the console' },
  staff_totp_required: {
    'zh-CN': '请输入身份验证器中的6位验证码',
    'zh-MO': '請輸入身份驗證器中的6位驗證碼',
    'en-US': 'Enter the 6-digit code from your authenticator app'
  },
  staff_totp_invalid: { 'zh-CN': '身份验证码错误', 'zh-MO': '身份驗證碼錯誤', 'en-US': 'Wrong authenticator code' },
  staff_merchant_required: {
    'zh-CN': '请填写商户代码（见商户后台登录链接）',
    'zh-MO': '請填寫商戶代碼（見商戶後台登入連結）',
    'en-US': 'Enter your merchant code (it is in your console sign-in link)'
  },
  staff_password_change_required: {
    'zh-CN': '请先修改临时密码',
    'zh-MO': '請先修改臨時密碼',
    'en-US': 'Please change your temporary password first'
  },
  staff_forbidden: { 'zh-CN': '当前角色无权进行此操作', 'zh-MO': '當前角色無權進行此操作', 'en-US': 'Your role does not allow this' },
  staff_email_taken: { 'zh-CN': '该邮箱已是本商户员工', 'zh-MO': '該郵箱已是本商戶員工', 'en-US': 'This email is already on the staff' },
  staff_not_found: { 'zh-CN': '员工不存在', 'zh-MO': '員工不存在', 'en-US': 'No such staff member' },
  staff_last_owner: {
    'zh-CN': '至少需要保留一位启用的店主',
    'zh-MO': '至少需要保留一位啟用的店主',
    'en-US': 'The shop needs at least one active owner'
  },
  csrf_invalid: {
    'zh-CN': '页面已过期，请刷新后重试',
    'zh-MO': '頁面已過期，請重新整理後重試',
    'en-US': 'This page has expired, please reload and try again'
  },
  storefront_invalid: {
    'zh-CN': '店铺设置有误：{detail}',
    'zh-MO': '店鋪設定有誤：{detail}',
    'en-US': 'The storefront settings are invalid: {detail}'
  },
  storefront_version_not_found: { 'zh-CN': '该版本不存在', 'zh-MO': '該版本不存在', 'en-US': 'No such version' },
  // The seat-map designer (issue #16 item 4).
  seat_map_invalid: { 'zh-CN': '座位图有误：{detail}', 'zh-MO': '座位圖有誤：{detail}', 'en-US': 'The seat map is invalid: {detail}' },
  seat_map_not_found: {
    'zh-CN': '找不到该场馆、演出厅或场次',
    'zh-MO': '找不到該場館、表演廳或場次',
    'en-US': 'No such venue, hall or session'
  },
  seat_map_tier_invalid: {
    'zh-CN': '票档设置有误：{detail}',
    'zh-MO': '票檔設定有誤：{detail}',
    'en-US': 'The price tiers are invalid: {detail}'
  },
  seat_map_locked_seats: {
    'zh-CN': '以下座位已被锁定或售出，不能删除、改价、停售或改名：{seats}',
    'zh-MO': '以下座位已被鎖定或售出，不能刪除、改價、停售或改名：{seats}',
    'en-US': 'These seats are held or sold and cannot be removed, re-priced, blocked or renamed: {seats}'
  },
  seat_map_session_hall: {
    'zh-CN': '该场次在本场馆的另一个演出厅举行',
    'zh-MO': '該場次在本場館的另一個表演廳舉行',
    'en-US': 'This session is held in another hall of the venue'
  },
  layout_invalid: { 'zh-CN': '页面布局有误：{detail}', 'zh-MO': '頁面佈局有誤：{detail}', 'en-US': 'The page layout is invalid: {detail}' },
  layout_not_found: { 'zh-CN': '该页面不存在', 'zh-MO': '該頁面不存在', 'en-US': 'No such page' },
  layout_version_not_found: { 'zh-CN': '该版本不存在', 'zh-MO': '該版本不存在', 'en-US': 'No such version' },
  catalogue_invalid: { 'zh-CN': '填写有误：{detail}', 'zh-MO': '填寫有誤：{detail}', 'en-US': 'Please check this field: {detail}' },
  catalogue_not_found: { 'zh-CN': '该项目不存在', 'zh-MO': '該項目不存在', 'en-US': 'No such item' },
  catalogue_stock_below_taken: {
    'zh-CN': '库存不能少于已锁定和已售出的 {taken} 张',
    'zh-MO': '庫存不能少於已鎖定和已售出的 {taken} 張',
    'en-US': 'Stock cannot be below the {taken} held or sold'
  },
  catalogue_tier_has_sales: {
    'zh-CN': '该票档已有订单，不能删除，可以停售',
    'zh-MO': '該票檔已有訂單，不能刪除，可以停售',
    'en-US': 'This tier has orders: close it instead of deleting it'
  },
  poster_type: {
    'zh-CN': '海报只能是 JPEG、PNG 或 WebP 图片',
    'zh-MO': '海報只能是 JPEG、PNG 或 WebP 圖片',
    'en-US': 'A poster must be a JPEG, PNG or WebP image'
  },
  poster_too_large: {
    'zh-CN': '海报不能超过 {maxMb} MB',
    'zh-MO': '海報不能超過 {maxMb} MB',
    'en-US': 'A poster cannot be larger than {maxMb} MB'
  },
  poster_dimensions: {
    'zh-CN': '海报尺寸为 {width}×{height} 像素：至少 {minWidth}×{minHeight}，每边不超过 {maxSide}',
    'zh-MO': '海報尺寸為 {width}×{height} 像素：至少 {minWidth}×{minHeight}，每邊不超過 {maxSide}',
    'en-US': 'The poster is {width}×{height} px: it must be at least {minWidth}×{minHeight} and at most {maxSide} px a side'
  },
  poster_missing: { 'zh-CN': '请选择海报图片', 'zh-MO': '請選擇海報圖片', 'en-US': 'Please choose a poster image' },
  busy: { 'zh-CN': '当前访问人数过多，马上就好了', 'zh-MO': '當前訪問人數過多，馬上就好了', 'en-US': 'Too many visitors, almost there' },
  // Invoices.
  invoice_invalid: { 'zh-CN': '发票信息有误：{detail}', 'zh-MO': '發票資料有誤：{detail}', 'en-US': 'Invoice details: {detail}' },
  invoice_taxpayer_id: {
    'zh-CN': '纳税人识别号有误：企业抬头须填写18位统一社会信用代码',
    'zh-MO': '納稅人識別號有誤：企業抬頭須填寫18位統一社會信用代碼',
    'en-US': 'Invalid taxpayer ID: an enterprise title needs its 18-character unified social credit code'
  },
  invoice_not_found: { 'zh-CN': '发票不存在', 'zh-MO': '發票不存在', 'en-US': 'Invoice not found' },
  invoice_order_refused: { 'zh-CN': '{reason}', 'zh-MO': '{reason}', 'en-US': '{reason}' },
  invoice_exists: {
    'zh-CN': '该订单已申请或已开具发票',
    'zh-MO': '該訂單已申請或已開具發票',
    'en-US': 'This order already has an invoice or an application'
  },
  invoice_state: {
    'zh-CN': '发票状态已变化，请刷新后重试',
    'zh-MO': '發票狀態已變化，請重新整理後重試',
    'en-US': 'The invoice has changed; refresh and try again'
  },
  invoice_pdf_invalid: {
    'zh-CN': '请上传PDF格式的发票文件',
    'zh-MO': '請上傳PDF格式的發票檔案',
    'en-US': 'Please upload the invoice as a PDF file'
  },
  invoice_pdf_too_large: {
    'zh-CN': '发票文件不能超过{maxMb}MB',
    'zh-MO': '發票檔案不能超過{maxMb}MB',
    'en-US': 'The invoice file must be at most {maxMb} MB'
  },
  invoice_issue_invalid: {
    'zh-CN': '开票信息有误：{detail}',
    'zh-MO': '開票資料有誤：{detail}',
    'en-US': 'Issuing details: {detail}'
  },
  invoice_address_required: {
    'zh-CN': '纸质发票请选择收货地址',
    'zh-MO': '紙質發票請選擇收貨地址',
    'en-US': 'Choose a delivery address for a paper invoice'
  },
  // Rotating ticket codes.
  ticket_code_expired: {
    'zh-CN': '入场码已过期，请观众刷新票夹中的电子票后重新出示',
    'zh-MO': '入場碼已過期，請觀眾刷新票夾中的電子票後重新出示',
    'en-US': 'This code has expired: ask the buyer to refresh the ticket and show the new code'
  },
  ticket_already_used: { 'zh-CN': '该票已检票', 'zh-MO': '該票已檢票', 'en-US': 'This ticket has already been used' },
  ticket_void: {
    'zh-CN': '该票已退票、正在退票、转赠中或已改签，不能入场',
    'zh-MO': '該票已退票、正在退票、轉贈中或已改簽，不能入場',
    'en-US': 'This ticket is refunded, being refunded, being transferred or rebooked: it admits nobody'
  },
  // Ticket transfer.
  transfer_unavailable: { 'zh-CN': '该票当前不可转赠', 'zh-MO': '該票當前不可轉贈', 'en-US': 'This ticket cannot be transferred now' },
  transfer_deadline_passed: { 'zh-CN': '已超过转赠截止时间', 'zh-MO': '已超過轉贈截止時間', 'en-US': 'The transfer deadline has passed' },
  transfer_not_again: {
    'zh-CN': '受赠的票不能再次转赠',
    'zh-MO': '受贈的票不能再次轉贈',
    'en-US': 'An accepted ticket cannot be transferred again'
  },
  transfer_already_accepted: { 'zh-CN': '该转赠已被领取', 'zh-MO': '該轉贈已被領取', 'en-US': 'This transfer has already been accepted' },
  transfer_time_exceeded: { 'zh-CN': '转赠已超时', 'zh-MO': '轉贈已超時', 'en-US': 'The time to accept this transfer has passed' },
  transfer_cancelled: { 'zh-CN': '转赠人已取消转赠', 'zh-MO': '轉贈人已取消轉贈', 'en-US': 'The transferor has cancelled this transfer' },
  transfer_nothing: { 'zh-CN': '暂无可领取的转赠', 'zh-MO': '暫無可領取的轉贈', 'en-US': 'There is nothing to accept' },
  transfer_purchase_limit: {
    'zh-CN': '已达本演出每人购票上限（{limit}张），无法领取',
    'zh-MO': '已達本演出每人購票上限（{limit}張），無法領取',
    'en-US': 'Purchase limit reached ({limit} per person for this show): the ticket cannot be accepted'
  },
  transfer_audience_required: { 'zh-CN': '请选择观演人', 'zh-MO': '請選擇觀演人', 'en-US': 'Choose an attendee' },
  transfer_identity_closed: {
    'zh-CN': '已过观演人绑定截止时间，无法领取',
    'zh-MO': '已過觀演人綁定截止時間，無法領取',
    'en-US': 'Attendees can no longer be bound for this show: the ticket cannot be accepted'
  },
  refund_rule_invalid: {
    'zh-CN': '退票规则有误：时间为0至8784小时的整数，阶梯按距开演由远到近排列，手续费为0–100%且越临近开演不得越低（最多10档）',
    'zh-MO': '退票規則有誤：時間為0至8784小時的整數，階梯按距開演由遠到近排列，手續費為0–100%且越臨近開演不得越低（最多10檔）',
    'en-US':
      'The refund rule is invalid: hours are whole numbers from 0 to 8784, steps go from furthest to nearest the show, and fees are 0–100% and never fall nearer the show (at most 10 steps)'
  },
  // Paper tickets by post.
  express_carrier_unknown: { 'zh-CN': '请选择快递公司', 'zh-MO': '請選擇快遞公司', 'en-US': 'Choose the express company' },
  express_no_invalid: {
    'zh-CN': '{carrier}运单号格式不正确，例如 {example}',
    'zh-MO': '{carrier}運單號格式不正確，例如 {example}',
    'en-US': 'This is not a {carrier} tracking number; it looks like {example}'
  },
  express_not_shippable: {
    'zh-CN': '只有已支付的纸质票快递订单可以发货',
    'zh-MO': '只有已付款的紙質票快遞訂單可以發貨',
    'en-US': 'Only a paid order of paper tickets sent by express can be shipped'
  },
  express_not_shipped: {
    'zh-CN': '请先填写快递公司和运单号发货',
    'zh-MO': '請先填寫快遞公司和運單號發貨',
    'en-US': 'Ship the order first: enter the express company and tracking number'
  },
  express_step_invalid: {
    'zh-CN': '物流信息需填写时间（不晚于现在）和1–{max}字的内容',
    'zh-MO': '物流資訊需填寫時間（不晚於現在）和1–{max}字的內容',
    'en-US': 'A tracking step needs a time (not in the future) and 1–{max} characters of text'
  },
  express_not_paper: {
    'zh-CN': '该订单为电子票，无需快递',
    'zh-MO': '該訂單為電子票，無需快遞',
    'en-US': 'This order has e-tickets: nothing is sent by post'
  },
  // Ticket pages: the calendar file of a ticket.
  ticket_no_calendar: {
    'zh-CN': '该票已退票或已改签，不能加入日历',
    'zh-MO': '該票已退票或已改簽，不能加入日曆',
    'en-US': 'This ticket is refunded or rebooked, so it has no calendar entry'
  },
  calendar_ticket_no: { 'zh-CN': '票号：{number}', 'zh-MO': '票號：{number}', 'en-US': 'Ticket no.: {number}' },
  calendar_attendee: { 'zh-CN': '观演人：{name}', 'zh-MO': '觀演人：{name}', 'en-US': 'Attendee: {name}' },
  // Refund requests (Refunds).
  refund_not_refundable: { 'zh-CN': '该订单不支持退票', 'zh-MO': '該訂單不支援退票', 'en-US': 'This order cannot be refunded' },
  refund_past_deadline: {
    'zh-CN': '已过退票截止时间，不能退票',
    'zh-MO': '已過退票截止時間，不能退票',
    'en-US': 'The time to ask for a refund has passed'
  },
  refund_whole_order_only: {
    'zh-CN': '该演出仅支持整单退票',
    'zh-MO': '該演出僅支援整單退票',
    'en-US': 'This show only refunds whole orders'
  },
  refund_ticket_unavailable: {
    'zh-CN': '所选票已检票、退票中、已退票、转赠中或已改签，不能退票',
    'zh-MO': '所選票已檢票、退票中、已退票、轉贈中或已改簽，不能退票',
    'en-US': 'A chosen ticket is checked in, being refunded, refunded, being transferred or rebooked: it cannot be refunded'
  },
  refund_no_tickets: { 'zh-CN': '请选择要退的票', 'zh-MO': '請選擇要退的票', 'en-US': 'Please choose the tickets to refund' },
  refund_request_not_found: { 'zh-CN': '该退票申请不存在', 'zh-MO': '該退票申請不存在', 'en-US': 'No such refund request' },
  refund_request_decided: {
    'zh-CN': '该退票申请已处理',
    'zh-MO': '該退票申請已處理',
    'en-US': 'This refund request has already been decided'
  },
  refund_reject_reason_required: {
    'zh-CN': '请填写拒绝原因（最多200字）',
    'zh-MO': '請填寫拒絕原因（最多200字）',
    'en-US': 'Please give a reason for rejecting (up to 200 characters)'
  },
  refund_not_retryable: {
    'zh-CN': '该退款未失败或仍在自动重试中，无需重试',
    'zh-MO': '該退款未失敗或仍在自動重試中，無需重試',
    'en-US': 'This refund has not failed, or it is still being retried automatically'
  },
  refund_exceeds_payment: {
    'zh-CN': '退款金额超过了订单实付金额，请联系客服处理',
    'zh-MO': '退款金額超過了訂單實付金額，請聯絡客服處理',
    'en-US': 'This refund would pay back more than the order paid: please contact customer service'
  },
  // Rebooking.
  rebook_not_supported: { 'zh-CN': '该演出不支持改签', 'zh-MO': '該演出不支援改簽', 'en-US': 'Tickets to this show cannot be rebooked' },
  rebook_past_deadline: {
    'zh-CN': '已过改签截止时间（开演前{hours}小时）',
    'zh-MO': '已過改簽截止時間（開演前{hours}小時）',
    'en-US': 'Rebooking closed {hours, plural, one {# hour} other {# hours}} before the show'
  },
  rebook_same_session: { 'zh-CN': '请选择其他场次', 'zh-MO': '請選擇其他場次', 'en-US': 'Choose another session' },
  rebook_session_unavailable: { 'zh-CN': '该场次不可改签', 'zh-MO': '該場次不可改簽', 'en-US': 'You cannot rebook to this session' },
  rebook_ticket_not_valid: {
    'zh-CN': '所选票已检票、退票中、转赠中或已改签，不能改签',
    'zh-MO': '所選票已檢票、退票中、轉贈中或已改簽，不能改簽',
    'en-US': 'A ticket you chose has been used, is being refunded or transferred, or was already rebooked'
  },
  rebook_sold_out: {
    'zh-CN': '目标票档余票不足，请选择其他票档',
    'zh-MO': '目標票檔餘票不足，請選擇其他票檔',
    'en-US': 'Not enough tickets left at that price. Choose another.'
  },
  rebook_needs_payment: {
    'zh-CN': '暂不支持改签到更高票价，请选择同价或更低票价的票档',
    'zh-MO': '暫不支援改簽到更高票價，請選擇同價或更低票價的票檔',
    'en-US': 'Rebooking to a dearer price is not available yet. Choose a price the same or lower.'
  },
  rebook_not_paid: { 'zh-CN': '订单未支付，不能改签', 'zh-MO': '訂單未付款，不能改簽', 'en-US': 'Only a paid order can be rebooked' },
  rebook_tier_invalid: {
    'zh-CN': '请为每张票选择该场次的票档',
    'zh-MO': '請為每張票選擇該場次的票檔',
    'en-US': 'Choose a price of that session for each ticket'
  },
  rebook_price_changed: {
    'zh-CN': '差价已变动，请重新确认',
    'zh-MO': '差價已變動，請重新確認',
    'en-US': 'The price difference has changed. Please confirm again.'
  },
  rebook_pending: {
    'zh-CN': '该票有待支付的改签，请先完成支付或取消改签',
    'zh-MO': '該票有待付款的改簽，請先完成付款或取消改簽',
    'en-US': 'This ticket is in a rebooking waiting for payment. Pay for it or cancel it first.'
  },
  rebook_not_found: { 'zh-CN': '改签记录不存在', 'zh-MO': '改簽記錄不存在', 'en-US': 'This rebooking was not found' },
  rebook_not_payable: {
    'zh-CN': '该改签已支付、已取消或已超时',
    'zh-MO': '該改簽已付款、已取消或已逾時',
    'en-US': 'This rebooking is already paid, cancelled or timed out'
  },
  // Binding tickets: invitations, bindTicket, real-name after purchase.
  invitation_code_invalid: {
    'zh-CN': '邀请码无效，请核对后重新输入',
    'zh-MO': '邀請碼無效，請核對後重新輸入',
    'en-US': 'This invitation code is not valid. Check it and try again'
  },
  invitation_code_used: { 'zh-CN': '该邀请码已被使用', 'zh-MO': '該邀請碼已被使用', 'en-US': 'This invitation code has already been used' },
  invitation_stock_short: {
    'zh-CN': '该票档可售库存不足 {n} 张',
    'zh-MO': '該票檔可售庫存不足 {n} 張',
    'en-US': 'This tier has fewer than {n, plural, one {# ticket} other {# tickets}} on sale'
  },
  invitation_tier_unsuitable: {
    'zh-CN': '邀请票仅适用于未关闭的非选座票档',
    'zh-MO': '邀請票僅適用於未關閉的非選座票檔',
    'en-US': 'Invitations are for open tiers without seat choice only'
  },
  bind_ticket_failed: {
    'zh-CN': '票号或验证信息不正确，或该票当前不可绑定',
    'zh-MO': '票號或驗證資料不正確，或該票當前不可綁定',
    'en-US': 'The ticket number or the proof is not right, or this ticket cannot be bound now'
  },
  bind_purchase_limit: {
    'zh-CN': '已达本演出每人购票上限（{limit}张），无法绑定',
    'zh-MO': '已達本演出每人購票上限（{limit}張），無法綁定',
    'en-US': 'Purchase limit reached ({limit} per person for this show): the ticket cannot be bound'
  },
  bind_ticket_attempts: {
    'zh-CN': '该票号验证错误次数过多，请 {minutes} 分钟后再试',
    'zh-MO': '該票號驗證錯誤次數過多，請 {minutes} 分鐘後再試',
    'en-US': 'Too many wrong proofs for this ticket number: try again in {minutes, plural, one {# minute} other {# minutes}}'
  },
  real_name_closed: {
    'zh-CN': '实名登记已截止，无法再绑定观演人',
    'zh-MO': '實名登記已截止，無法再綁定觀演人',
    'en-US': 'Real-name registration has closed: attendees can no longer be added'
  },
  real_name_already_bound: { 'zh-CN': '该票已绑定观演人', 'zh-MO': '該票已綁定觀演人', 'en-US': 'This ticket already has an attendee' },
  real_name_not_valid: {
    'zh-CN': '该票当前状态不可绑定观演人',
    'zh-MO': '該票當前狀態不可綁定觀演人',
    'en-US': 'An attendee cannot be added to this ticket in its current state'
  },
  real_name_audience_unknown: {
    'zh-CN': '观演人不存在，请重新选择',
    'zh-MO': '觀演人不存在，請重新選擇',
    'en-US': 'This attendee no longer exists. Choose again'
  },
  // Coupons.
  coupon_not_found: { 'zh-CN': '优惠券不存在', 'zh-MO': '優惠券不存在', 'en-US': 'This coupon does not exist' },
  coupon_gone: {
    'zh-CN': '领取失败，优惠券已被领完',
    'zh-MO': '領取失敗，優惠券已被領完',
    'en-US': 'Received failure: all of these coupons have been given out'
  },
  coupon_limit_reached: {
    'zh-CN': '领取失败，已达到领取上限',
    'zh-MO': '領取失敗，已達到領取上限',
    'en-US': 'Received failure: you already hold as many of this coupon as allowed'
  },
  coupon_not_receivable: {
    'zh-CN': '领取失败，该优惠券已停止发放',
    'zh-MO': '領取失敗，該優惠券已停止發放',
    'en-US': 'Received failure: this coupon is no longer given out'
  },
  coupon_needs_real_name: {
    'zh-CN': '仅限实名认证用户领取',
    'zh-MO': '僅限實名認證用戶領取',
    'en-US': 'Only users with a verified real name can receive this coupon'
  },
  coupon_needs_face_auth: {
    'zh-CN': '领取该优惠券需先完成人脸认证',
    'zh-MO': '領取該優惠券需先完成人臉認證',
    'en-US': 'Face authentication is needed to receive this coupon'
  },
  coupon_code_invalid: {
    'zh-CN': '兑换码无效或已被使用',
    'zh-MO': '兌換碼無效或已被使用',
    'en-US': 'This exchange code is not valid or has been used'
  },
  // Coupons on orders.
  coupon_order_taken: {
    'zh-CN': '该优惠券已被其他订单使用，请重新选择',
    'zh-MO': '該優惠券已被其他訂單使用，請重新選擇',
    'en-US': 'This coupon is already used by another order. Choose again'
  },
  coupon_order_unusable: {
    'zh-CN': '该优惠券当前不可用',
    'zh-MO': '該優惠券當前不可用',
    'en-US': 'This coupon is not applicable currently'
  },
  coupon_order_combination: {
    'zh-CN': '所选优惠券不能同时使用',
    'zh-MO': '所選優惠券不能同時使用',
    'en-US': 'These coupons cannot be used together'
  },
  coupon_title_invalid: {
    'zh-CN': '请填写优惠券名称（不超过40字）',
    'zh-MO': '請填寫優惠券名稱（不超過40字）',
    'en-US': 'Give the coupon a name of up to 40 characters'
  },
  coupon_value_invalid: {
    'zh-CN': '优惠内容不正确：减免金额须大于0，折扣须在1至99之间',
    'zh-MO': '優惠內容不正確：減免金額須大於0，折扣須在1至99之間',
    'en-US': 'The coupon value is not right: money off must be above 0, a discount between 1 and 99'
  },
  coupon_threshold_invalid: {
    'zh-CN': '使用门槛不正确',
    'zh-MO': '使用門檻不正確',
    'en-US': 'The minimum spend or quantity is not right for this coupon type'
  },
  coupon_scope_invalid: {
    'zh-CN': '适用范围不正确：请选择本店的演出、场次、票档、场馆、类型、标签、商品或分类',
    'zh-MO': '適用範圍不正確：請選擇本店的演出、場次、票檔、場館、類型、標籤、商品或分類',
    'en-US': "The scope is not right: choose this shop's shows, sessions, tiers, venues, types, tags, goods or categories"
  },
  coupon_biz_types_invalid: {
    'zh-CN': '请选择优惠券适用的业务类型',
    'zh-MO': '請選擇優惠券適用的業務類型',
    'en-US': 'Choose what the coupon can be used for'
  },
  coupon_validity_invalid: {
    'zh-CN': '有效期不正确：固定有效期须结束晚于开始，领取后生效须填写天数',
    'zh-MO': '有效期不正確：固定有效期須結束晚於開始，領取後生效須填寫天數',
    'en-US': 'The validity is not right: a fixed window must end after it starts, a window from receiving needs a length'
  },
  coupon_quantity_invalid: {
    'zh-CN': '发放数量须为1至100万，且不少于已发放和已预留的数量',
    'zh-MO': '發放數量須為1至100萬，且不少於已發放和已預留的數量',
    'en-US': 'The quantity must be 1 to 1,000,000 and not below what is already issued or set aside for codes'
  },
  coupon_per_buyer_invalid: {
    'zh-CN': '每人限领须为1至100张',
    'zh-MO': '每人限領須為1至100張',
    'en-US': 'The per-buyer limit must be 1 to 100'
  },
  coupon_codes_short: {
    'zh-CN': '剩余可发放数量不足 {n} 张',
    'zh-MO': '剩餘可發放數量不足 {n} 張',
    'en-US': 'Fewer than {n, plural, one {# coupon} other {# coupons}} are left to give out'
  },
  coupon_template_closed: {
    'zh-CN': '该优惠券已停止发放或已过期，不能再生成兑换码',
    'zh-MO': '該優惠券已停止發放或已過期，不能再生成兌換碼',
    'en-US': 'This coupon has stopped being given out or has ended: no new exchange codes can be made'
  },
  // Wallet passes.
  wallet_not_configured: {
    'zh-CN': '商家尚未开通此电子钱包，请在票夹中出示入场码',
    'zh-MO': '商家尚未開通此電子錢包，請在票夾中出示入場碼',
    'en-US': 'This wallet is not set up by the organiser: show the entry code from your tickets instead'
  },
  wallet_ticket_not_valid: {
    'zh-CN': '只有未使用的有效门票可以添加到钱包',
    'zh-MO': '只有未使用的有效門票可以添加到錢包',
    'en-US': 'Only a valid, unused ticket can be added to a wallet'
  },
  wallet_settings_invalid: { 'zh-CN': '{field}{reason}', 'zh-MO': '{field}{reason}', 'en-US': '{field} {reason}' },
  wallet_cert_expired: { 'zh-CN': '{field}已于 {date} 过期', 'zh-MO': '{field}已於 {date} 過期', 'en-US': '{field} expired on {date}' },
  wallet_pass_link_invalid: {
    'zh-CN': '下载链接已失效，请返回门票页重新添加',
    'zh-MO': '下載鏈接已失效，請返回門票頁重新添加',
    'en-US': 'This download link has expired: go back to the ticket and add it again'
  },
  // Membership.
  member_levels_empty: { 'zh-CN': '请至少设置一个会员等级', 'zh-MO': '請至少設定一個會員等級', 'en-US': 'Set at least one member level' },
  member_levels_no_base: {
    'zh-CN': '第一个等级的成长值门槛须为0',
    'zh-MO': '第一個等級的成長值門檻須為0',
    'en-US': 'The first level must start at growth value 0'
  },
  member_levels_threshold: {
    'zh-CN': '成长值门槛须为非负整数',
    'zh-MO': '成長值門檻須為非負整數',
    'en-US': 'Growth thresholds must be whole numbers of at least 0'
  },
  member_levels_order: {
    'zh-CN': '各等级的成长值门槛须逐级递增',
    'zh-MO': '各等級的成長值門檻須逐級遞增',
    'en-US': 'Each level needs a higher growth threshold than the one before'
  },
  member_discount_invalid: {
    'zh-CN': '会员折扣须为1到99之间的整数（85即8.5折）',
    'zh-MO': '會員折扣須為1到99之間的整數（85即8.5折）',
    'en-US': 'The member discount must be a whole percent from 1 to 99 (85 = 15% off)'
  },
  member_level_name_taken: { 'zh-CN': '等级名称不能重复', 'zh-MO': '等級名稱不能重複', 'en-US': 'Each level needs a name of its own' },
  member_level_name_invalid: {
    'zh-CN': '等级名称须为1至40个字（首尾空格不计）',
    'zh-MO': '等級名稱須為1至40個字（首尾空格不計）',
    'en-US': 'A level name needs 1 to 40 characters (spaces at either end not counted)'
  },
  member_plan_not_found: { 'zh-CN': '该会员套餐已下架', 'zh-MO': '該會員方案已下架', 'en-US': 'This membership plan is no longer offered' },
  member_plan_price_invalid: {
    'zh-CN': '套餐价格须在0.01至1000000元之间',
    'zh-MO': '方案價格須在0.01至1000000元之間',
    'en-US': 'The plan price must be from 0.01 to 1,000,000 yuan'
  },
  member_plan_duration_invalid: {
    'zh-CN': '有效期须为1至3650天或1至120个月',
    'zh-MO': '有效期須為1至3650天或1至120個月',
    'en-US': 'The term must be 1 to 3650 days or 1 to 120 months'
  },
  member_plan_level_unknown: {
    'zh-CN': '请选择已保存的会员等级',
    'zh-MO': '請選擇已儲存的會員等級',
    'en-US': 'Choose one of the saved member levels'
  },
  member_order_not_found: { 'zh-CN': '会员订单不存在', 'zh-MO': '會員訂單不存在', 'en-US': 'Membership order not found' },
  member_order_not_payable: {
    'zh-CN': '该会员订单已失效，请重新开通',
    'zh-MO': '該會員訂單已失效，請重新開通',
    'en-US': 'This membership order can no longer be paid. Please start again'
  },
  member_order_not_refundable: {
    'zh-CN': '只有已支付的会员订单可以退款',
    'zh-MO': '只有已支付的會員訂單可以退款',
    'en-US': 'Only a paid membership order can be refunded'
  },
  // Offline coupons and voided code batches.
  coupon_not_offline: {
    'zh-CN': '该优惠券可在线上下单时使用，无需核销码',
    'zh-MO': '該優惠券可在線上下單時使用，無需核銷碼',
    'en-US': 'This coupon is used on online orders and has no verify code'
  },
  coupon_not_usable_now: { 'zh-CN': '该优惠券当前不可使用', 'zh-MO': '該優惠券目前不可使用', 'en-US': 'This coupon cannot be used now' },
  coupon_verify_code_invalid: {
    'zh-CN': '核销码无效，请核对后重试',
    'zh-MO': '核銷碼無效，請核對後重試',
    'en-US': 'This verify code is not valid: check it and try again'
  },
  coupon_verify_code_expired: {
    'zh-CN': '核销码已过期，请顾客刷新后重新出示',
    'zh-MO': '核銷碼已過期，請顧客重新整理後再出示',
    'en-US': 'This verify code has expired: ask the buyer to refresh it and show it again'
  },
  coupon_already_used: {
    'zh-CN': '该优惠券已于 {at} 核销，不能重复使用',
    'zh-MO': '該優惠券已於 {at} 核銷，不能重複使用',
    'en-US': 'This coupon was already used at {at} and cannot be used again'
  },
  coupon_expired: { 'zh-CN': '该优惠券已过期', 'zh-MO': '該優惠券已過期', 'en-US': 'This coupon has expired' },
  coupon_code_voided: { 'zh-CN': '该兑换码已作废', 'zh-MO': '該兌換碼已作廢', 'en-US': 'This exchange code has been voided' },
  coupon_share_parts_invalid: {
    'zh-CN': '多人券须分给2至100人，且每人至少0.01元；其他券不能分享',
    'zh-MO': '多人券須分給2至100人，且每人至少0.01元；其他券不能分享',
    'en-US': 'A multi-user coupon is split among 2 to 100 people, at least ¥0.01 each; other kinds are not shared'
  },
  coupon_pack_not_found: { 'zh-CN': '分享链接无效', 'zh-MO': '分享連結無效', 'en-US': 'This share link is not valid' },
  coupon_pack_gone: {
    'zh-CN': '来晚了，优惠券已被领完',
    'zh-MO': '來晚了，優惠券已被領完',
    'en-US': 'Too late: every part of this coupon has been taken'
  },
  coupon_pack_taken: {
    'zh-CN': '你已领取过这份优惠券',
    'zh-MO': '你已領取過這份優惠券',
    'en-US': 'You already took a part of this coupon'
  },
  coupon_pack_ended: { 'zh-CN': '该分享已过期', 'zh-MO': '該分享已過期', 'en-US': 'This share has ended' },
  // Votes.
  vote_not_found: { 'zh-CN': '投票不存在', 'zh-MO': '投票不存在', 'en-US': 'This vote does not exist' },
  vote_closed: { 'zh-CN': '投票已截止', 'zh-MO': '投票已截止', 'en-US': 'Voting has closed' },
  vote_already_cast: { 'zh-CN': '你已投过票', 'zh-MO': '你已投過票', 'en-US': 'You have already voted' },
  vote_option_invalid: { 'zh-CN': '该选项不属于此投票', 'zh-MO': '該選項不屬於此投票', 'en-US': 'That option is not part of this vote' },
  vote_invalid: { 'zh-CN': '投票设置有误：{reason}', 'zh-MO': '投票設定有誤：{reason}', 'en-US': 'The vote is not set up right: {reason}' },
  // Subscription messages and the WeChat JS-SDK.
  subscribe_app_unknown: {
    'zh-CN': '该小程序未开通订阅消息',
    'zh-MO': '該小程式未開通訂閱訊息',
    'en-US': 'Subscription messages are not available for this mini-program'
  },
  subscribe_template_unknown: {
    'zh-CN': '订阅的消息模板已更换，请重新订阅',
    'zh-MO': '訂閱的訊息範本已更換，請重新訂閱',
    'en-US': 'The message template has changed; please subscribe again'
  },
  subscribe_open_id_unknown: {
    'zh-CN': '请使用当前小程序登录后再订阅',
    'zh-MO': '請使用目前小程式登入後再訂閱',
    'en-US': 'Log in with this mini-program before subscribing'
  },
  subscribe_too_many: {
    'zh-CN': '订阅次数已达上限',
    'zh-MO': '訂閱次數已達上限',
    'en-US': 'You have reached the limit of subscriptions'
  },
  subscribe_coupon_unknown: {
    'zh-CN': '优惠券不存在',
    'zh-MO': '優惠券不存在',
    'en-US': 'This coupon does not exist'
  },
  message_templates_invalid: {
    'zh-CN': '消息模板设置有误：{reason}',
    'zh-MO': '訊息範本設定有誤：{reason}',
    'en-US': 'The message templates are not set up right: {reason}'
  },
  jsapi_not_offered: {
    'zh-CN': '商户未配置微信公众号',
    'zh-MO': '商戶未設定微信公眾號',
    'en-US': 'This shop has no WeChat official account set up'
  },
  jsapi_url_invalid: {
    'zh-CN': '页面地址无效',
    'zh-MO': '頁面地址無效',
    'en-US': 'The page address is not valid'
  },
  // Benefit (privilege) cards.
  card_not_found: {
    'zh-CN': '权益卡不存在或已下架',
    'zh-MO': '權益卡不存在或已下架',
    'en-US': 'This benefit card does not exist or is no longer offered'
  },
  card_off_sale: { 'zh-CN': '该权益卡暂不可购买', 'zh-MO': '該權益卡暫不可購買', 'en-US': 'This benefit card is not on sale' },
  card_sold_out: { 'zh-CN': '该权益卡已售罄', 'zh-MO': '該權益卡已售罄', 'en-US': 'This benefit card is sold out' },
  card_buyer_limit: {
    'zh-CN': '已达该权益卡每人限购数量（{limit}张）',
    'zh-MO': '已達該權益卡每人限購數量（{limit}張）',
    'en-US': 'You already hold the most of this card one person may buy ({limit})'
  },
  card_points_short: {
    'zh-CN': '积分不足，需要{points}积分',
    'zh-MO': '積分不足，需要{points}積分',
    'en-US': 'Not enough points: {points} needed'
  },
  card_needs_real_name: {
    'zh-CN': '该权益卡仅限实名认证用户购买，请先完成实名认证',
    'zh-MO': '該權益卡僅限實名認證用戶購買，請先完成實名認證',
    'en-US': 'Only verified buyers may buy this card: please verify your identity first'
  },
  card_price_changed: {
    'zh-CN': '权益卡价格已变动，请重新确认',
    'zh-MO': '權益卡價格已變動，請重新確認',
    'en-US': 'The card price has changed, please confirm again'
  },
  card_order_not_found: { 'zh-CN': '权益卡订单不存在', 'zh-MO': '權益卡訂單不存在', 'en-US': 'This card order does not exist' },
  card_order_not_payable: {
    'zh-CN': '权益卡订单已关闭或已支付',
    'zh-MO': '權益卡訂單已關閉或已支付',
    'en-US': 'This card order is closed or already paid'
  },
  card_instance_not_found: { 'zh-CN': '未找到你的这张权益卡', 'zh-MO': '未找到你的這張權益卡', 'en-US': 'You hold no such benefit card' },
  card_not_usable: {
    'zh-CN': '该权益卡已用完、已过期或已退款，无法使用',
    'zh-MO': '該權益卡已用完、已過期或已退款，無法使用',
    'en-US': 'This card is used up, expired or refunded'
  },
  card_out_of_range: {
    'zh-CN': '所选场次或票档不在该权益卡的适用范围内',
    'zh-MO': '所選場次或票檔不在該權益卡的適用範圍內',
    'en-US': 'This session or price is not covered by the card'
  },
  card_times_short: {
    'zh-CN': '权益卡剩余可兑换次数不足（剩余{left}次）',
    'zh-MO': '權益卡剩餘可兌換次數不足（剩餘{left}次）',
    'en-US': 'Not enough redemptions left on the card ({left} left)'
  },
  card_session_limit: {
    'zh-CN': '每张权益卡每场最多兑换{limit}张',
    'zh-MO': '每張權益卡每場最多兌換{limit}張',
    'en-US': 'A card books at most {limit} per session'
  },
  card_not_refundable: {
    'zh-CN': '仅未使用且未过期的权益卡可以退款',
    'zh-MO': '僅未使用且未過期的權益卡可以退款',
    'en-US': 'Only an unused card that has not expired can be refunded'
  },
  card_exchange_unsupported: {
    'zh-CN': '该优惠券不可兑换权益卡',
    'zh-MO': '該優惠券不可兌換權益卡',
    'en-US': 'This coupon cannot be exchanged for a benefit card'
  },
  card_invalid: {
    'zh-CN': '权益卡设置有误：{reason}',
    'zh-MO': '權益卡設定有誤：{reason}',
    'en-US': 'The card is not set up right: {reason}'
  },
  card_stock_below_sold: {
    'zh-CN': '库存不能少于已售数量（{sold}）',
    'zh-MO': '庫存不能少於已售數量（{sold}）',
    'en-US': 'Stock cannot be below what is sold ({sold})'
  },
  // Promotions.
  promotion_discount_wrong: {
    'zh-CN': '优惠信息已变化，请重新确认订单',
    'zh-MO': '優惠資訊已變更，請重新確認訂單',
    'en-US': 'The promotion has changed. Confirm the order again'
  },
  promotion_not_found: { 'zh-CN': '活动不存在', 'zh-MO': '活動不存在', 'en-US': 'This promotion does not exist' },
  promotion_ended: { 'zh-CN': '活动未开始或已结束', 'zh-MO': '活動未開始或已結束', 'en-US': 'This promotion has not started or has ended' },
  promotion_sold_out: { 'zh-CN': '活动名额已满', 'zh-MO': '活動名額已滿', 'en-US': 'This promotion is fully taken' },
  promotion_buyer_limit: {
    'zh-CN': '已达本活动每人限购（{limit}套）',
    'zh-MO': '已達本活動每人限購（{limit}套）',
    'en-US': "You have reached this promotion's limit ({limit, plural, one {# set} other {# sets}} per person)"
  },
  promotion_selection_invalid: {
    'zh-CN': '请为套票的每一项选择一个可售场次和票档',
    'zh-MO': '請為套票的每一項選擇一個可售場次和票檔',
    'en-US': 'Choose a session and a price on sale for every part of the package'
  },
  promotion_package_no_rebook: {
    'zh-CN': '套票订单不支持改签，可申请退票',
    'zh-MO': '套票訂單不支援改簽，可申請退票',
    'en-US': 'Package orders cannot be rebooked; you can ask for a refund'
  },
  promotion_package_not_payable: {
    'zh-CN': '该套票订单已关闭或已支付',
    'zh-MO': '該套票訂單已關閉或已支付',
    'en-US': 'This package order is closed or already paid'
  },
  promotion_invalid: {
    'zh-CN': '活动设定不正确：{detail}',
    'zh-MO': '活動設定不正確：{detail}',
    'en-US': 'The promotion is not set up right: {detail}'
  },
  privilege_code_invalid: {
    'zh-CN': '优先购码无效，请核对后重新输入',
    'zh-MO': '優先購碼無效，請核對後重新輸入',
    'en-US': 'This privilege code is not valid. Check it and try again'
  },
  privilege_code_voided: { 'zh-CN': '该优先购码已作废', 'zh-MO': '該優先購碼已作廢', 'en-US': 'This privilege code has been voided' },
  privilege_code_used_up: {
    'zh-CN': '该优先购码的可购票数已用完',
    'zh-MO': '該優先購碼的可購票數已用完',
    'en-US': 'This privilege code has no tickets left'
  },
  privilege_not_open: { 'zh-CN': '不在优先购时间内', 'zh-MO': '不在優先購時間內', 'en-US': 'The privilege purchase is not open now' },
  privilege_checks_limited: {
    'zh-CN': '输入错误次数过多，请{minutes}分钟后再试',
    'zh-MO': '輸入錯誤次數過多，請{minutes}分鐘後再試',
    'en-US': 'Too many wrong codes. Try again in {minutes, plural, one {# minute} other {# minutes}}'
  },
  privilege_token_invalid: {
    'zh-CN': '优先购资格已失效，请重新输入优先购码',
    'zh-MO': '優先購資格已失效，請重新輸入優先購碼',
    'en-US': 'Your privilege has expired. Enter the privilege code again'
  },
  privilege_tier_not_covered: {
    'zh-CN': '所选票档不在优先购范围内',
    'zh-MO': '所選票檔不在優先購範圍內',
    'en-US': 'This ticket type is not part of the privilege'
  },
  privilege_uses_short: {
    'zh-CN': '该优先购码最多还可购买{n}张',
    'zh-MO': '該優先購碼最多還可購買{n}張',
    'en-US': 'This privilege code can buy at most {n, plural, one {# more ticket} other {# more tickets}}'
  },
  privilege_not_found: { 'zh-CN': '优先购不存在', 'zh-MO': '優先購不存在', 'en-US': 'Privilege not found' },
  privilege_input_invalid: {
    'zh-CN': '优先购设定有误：{detail}',
    'zh-MO': '優先購設定有誤：{detail}',
    'en-US': 'The privilege is not valid: {detail}'
  },
  privilege_required: {
    'zh-CN': '该场次暂未公开发售，需使用优先购码购买',
    'zh-MO': '該場次暫未公開發售，需使用優先購碼購買',
    'en-US': 'This session is not on public sale yet. Use a privilege code to buy'
  },
  sku_not_found: { 'zh-CN': '商品不存在', 'zh-MO': '商品不存在', 'en-US': 'This item does not exist' },
  sku_off_sale: { 'zh-CN': '商品已下架', 'zh-MO': '商品已下架', 'en-US': 'This item is no longer on sale' },
  sku_sold_out: { 'zh-CN': '商品库存不足', 'zh-MO': '商品庫存不足', 'en-US': 'Not enough of this item in stock' },
  goods_buyer_limit: {
    'zh-CN': '该商品每人限购{limit}件',
    'zh-MO': '該商品每人限購{limit}件',
    'en-US': 'You can buy at most {limit} of this item'
  },
  goods_price_changed: {
    'zh-CN': '商品价格已变动，请重新确认订单',
    'zh-MO': '商品價格已變動，請重新確認訂單',
    'en-US': 'The price has changed, please confirm the order again'
  },
  goods_order_not_found: { 'zh-CN': '订单不存在', 'zh-MO': '訂單不存在', 'en-US': 'Order not found' },
  goods_order_not_payable: {
    'zh-CN': '订单已关闭或已支付',
    'zh-MO': '訂單已關閉或已支付',
    'en-US': 'This order is closed or already paid'
  },
  goods_order_not_cancellable: {
    'zh-CN': '订单已发货或已关闭，无法取消',
    'zh-MO': '訂單已發貨或已關閉，無法取消',
    'en-US': 'This order has shipped or is closed and cannot be cancelled'
  },
  goods_not_refundable: {
    'zh-CN': '所选商品不可退款',
    'zh-MO': '所選商品不可退款',
    'en-US': 'These items cannot be refunded'
  },
  goods_order_not_shippable: {
    'zh-CN': '订单不是待发货状态',
    'zh-MO': '訂單不是待發貨狀態',
    'en-US': 'This order is not waiting to be shipped'
  },
  cart_full: {
    'zh-CN': '购物车已满，请先结算或删除部分商品',
    'zh-MO': '購物車已滿，請先結算或刪除部分商品',
    'en-US': 'Your cart is full. Check out or remove some items first'
  },
  stub_ticket_required: {
    'zh-CN': '纪念票根需选择要打印的门票',
    'zh-MO': '紀念票根需選擇要列印的門票',
    'en-US': 'Choose the ticket this stub prints'
  },
  stub_ticket_ineligible: {
    'zh-CN': '该门票已退票、转赠中或已改签，无法制作纪念票根',
    'zh-MO': '該門票已退票、轉贈中或已改簽，無法製作紀念票根',
    'en-US': 'This ticket was refunded, is being transferred or was rebooked, so no stub can be printed for it'
  },
  stub_already_ordered: {
    'zh-CN': '这张门票已下单纪念票根，请在订单中查看',
    'zh-MO': '這張門票已下單紀念票根，請在訂單中查看',
    'en-US': 'A stub of this ticket is already ordered. See it in your orders'
  },
  goods_not_found: { 'zh-CN': '商品不存在或已下架', 'zh-MO': '商品不存在或已下架', 'en-US': 'This item is not available' },
  goods_category_not_found: { 'zh-CN': '商品分类不存在', 'zh-MO': '商品分類不存在', 'en-US': 'No such goods category' },
  goods_invalid: { 'zh-CN': '商品设置有误：{detail}', 'zh-MO': '商品設定有誤：{detail}', 'en-US': 'The goods are not valid: {detail}' },
  // Announcements.
  announcement_not_found: { 'zh-CN': '公告不存在或已撤回', 'zh-MO': '公告不存在或已撤回', 'en-US': 'This announcement is not available' },
  announcement_invalid: {
    'zh-CN': '公告设置有误：{reason}',
    'zh-MO': '公告設定有誤：{reason}',
    'en-US': 'The announcement is not valid: {reason}'
  },
  announcement_withdrawn: {
    'zh-CN': '公告已撤回，不能再修改',
    'zh-MO': '公告已撤回，不能再修改',
    'en-US': 'This announcement was withdrawn and cannot be changed'
  },
  // Open shows.
  open_show_not_found: { 'zh-CN': '活动不存在', 'zh-MO': '活動不存在', 'en-US': 'This event does not exist' },
  open_show_closed: { 'zh-CN': '报名已截止', 'zh-MO': '報名已截止', 'en-US': 'Registration has closed' },
  open_show_already_registered: {
    'zh-CN': '你已报名此活动',
    'zh-MO': '你已報名此活動',
    'en-US': 'You have already registered for this event'
  },
  open_show_answers_invalid: {
    'zh-CN': '报名信息有误：{field}',
    'zh-MO': '報名資料有誤：{field}',
    'en-US': 'Please check your answer: {field}'
  },
  open_show_registration_not_found: { 'zh-CN': '报名记录不存在', 'zh-MO': '報名記錄不存在', 'en-US': 'This registration does not exist' },
  open_show_registration_state: {
    'zh-CN': '当前状态不能进行此操作',
    'zh-MO': '目前狀態不能進行此操作',
    'en-US': 'This registration cannot be changed now'
  },
  open_show_invalid: {
    'zh-CN': '活动设置有误：{reason}',
    'zh-MO': '活動設定有誤：{reason}',
    'en-US': 'The event is not set up right: {reason}'
  },
  open_show_full: { 'zh-CN': '名额已满', 'zh-MO': '名額已滿', 'en-US': 'No places are left' },
  work_permit_login_needed: {
    'zh-CN': '请先登录工作证申请',
    'zh-MO': '請先登錄工作證申請',
    'en-US': 'Please log in to the work permit service first'
  },
  work_permit_name: {
    'zh-CN': '请填写姓名（最多30个字）',
    'zh-MO': '請填寫姓名（最多30個字）',
    'en-US': 'Enter your name (at most 30 characters)'
  },
  work_permit_id_number: { 'zh-CN': '证件号码有误', 'zh-MO': '證件號碼有誤', 'en-US': 'The ID number is not valid' },
  work_permit_phone: { 'zh-CN': '手机号码有误', 'zh-MO': '手機號碼有誤', 'en-US': 'The phone number is not valid' },
  work_permit_company: {
    'zh-CN': '请填写单位名称（最多60个字）',
    'zh-MO': '請填寫單位名稱（最多60個字）',
    'en-US': 'Enter your company (at most 60 characters)'
  },
  work_permit_role: { 'zh-CN': '请选择身份', 'zh-MO': '請選擇身份', 'en-US': 'Choose a role' },
  work_permit_photo: { 'zh-CN': '请上传本人照片', 'zh-MO': '請上傳本人照片', 'en-US': 'Upload a photo of yourself' },
  work_permit_show_closed: {
    'zh-CN': '该演出不接受工作证申请',
    'zh-MO': '該演出不接受工作證申請',
    'en-US': 'This show is not taking work permit applications'
  },
  work_permit_duplicate: {
    'zh-CN': '该证件已申请过此演出的工作证',
    'zh-MO': '該證件已申請過此演出的工作證',
    'en-US': 'This ID already has a work permit application for this show'
  },
  work_permit_not_found: { 'zh-CN': '工作证申请不存在', 'zh-MO': '工作證申請不存在', 'en-US': 'Work permit application not found' },
  work_permit_decided: {
    'zh-CN': '该申请已处理，不能再更改',
    'zh-MO': '該申請已處理，不能再更改',
    'en-US': 'This application has already been decided'
  },
  work_permit_reason: {
    'zh-CN': '请填写驳回原因（最多200个字）',
    'zh-MO': '請填寫駁回原因（最多200個字）',
    'en-US': 'Give a reason for the rejection (at most 200 characters)'
  },
  work_permit_door_admitted: { 'zh-CN': '工作证有效，准予入场', 'zh-MO': '工作證有效，准予入場', 'en-US': 'Work permit valid: admit' },
  work_permit_door_already: {
    'zh-CN': '该工作证今日已入场（{time}）',
    'zh-MO': '該工作證今日已入場（{time}）',
    'en-US': 'This work permit was already admitted today ({time})'
  },
  work_permit_door_not_approved: {
    'zh-CN': '工作证未获批准，不得入场',
    'zh-MO': '工作證未獲批准，不得入場',
    'en-US': 'This work permit is not approved: do not admit'
  },
  work_permit_door_unknown: { 'zh-CN': '无效的工作证码', 'zh-MO': '無效的工作證碼', 'en-US': 'Unknown work permit code' },
  // Reservations (reservation/*).
  reservation_not_found: {
    'zh-CN': '预约项目不存在或已下架',
    'zh-MO': '預約項目不存在或已下架',
    'en-US': 'This reservation is not available'
  },
  reservation_not_open: {
    'zh-CN': '该时段尚未开放预约',
    'zh-MO': '該時段尚未開放預約',
    'en-US': 'Booking for this time slot has not opened yet'
  },
  reservation_closed: { 'zh-CN': '该时段已停止预约', 'zh-MO': '該時段已停止預約', 'en-US': 'Booking for this time slot has closed' },
  reservation_full: { 'zh-CN': '该时段已约满', 'zh-MO': '該時段已約滿', 'en-US': 'This time slot is fully booked' },
  reservation_already_booked: {
    'zh-CN': '你已预约该时段',
    'zh-MO': '你已預約該時段',
    'en-US': 'You have already booked this time slot'
  },
  reservation_buyer_limit: {
    'zh-CN': '已达到该项目的预约上限',
    'zh-MO': '已達到該項目的預約上限',
    'en-US': 'You have reached the booking limit for this item'
  },
  reservation_price_changed: {
    'zh-CN': '价格已变更，请确认后重新提交',
    'zh-MO': '價格已變更，請確認後重新提交',
    'en-US': 'The price has changed; please confirm again'
  },
  reservation_booking_not_found: { 'zh-CN': '预约记录不存在', 'zh-MO': '預約記錄不存在', 'en-US': 'This booking does not exist' },
  reservation_not_cancellable: {
    'zh-CN': '该预约已不能取消',
    'zh-MO': '該預約已不能取消',
    'en-US': 'This booking can no longer be cancelled'
  },
  reservation_not_payable: { 'zh-CN': '该预约已不能支付', 'zh-MO': '該預約已不能支付', 'en-US': 'This booking can no longer be paid' },
  reservation_invalid: {
    'zh-CN': '预约信息有误：{reason}',
    'zh-MO': '預約資料有誤：{reason}',
    'en-US': 'The reservation is not right: {reason}'
  },
  reservation_below_booked: {
    'zh-CN': '名额不能少于已预约人数（{booked}）',
    'zh-MO': '名額不能少於已預約人數（{booked}）',
    'en-US': 'Capacity cannot be below the places booked ({booked})'
  },
  // Copywriting and app versions.
  copywriting_key_unknown: { 'zh-CN': '没有这条文案', 'zh-MO': '沒有這條文案', 'en-US': 'There is no such text' },
  copywriting_invalid: {
    'zh-CN': '文案需保留原文的占位符：{placeholders}',
    'zh-MO': '文案需保留原文的佔位符：{placeholders}',
    'en-US': 'The text must keep the placeholders of the original: {placeholders}'
  },
  app_version_invalid: {
    'zh-CN': '版本号有误：最低支持版本不能高于最新版本，格式如 1.2.3',
    'zh-MO': '版本號有誤：最低支援版本不能高於最新版本，格式如 1.2.3',
    'en-US': 'The versions are not valid: the oldest supported cannot be newer than the latest, written like 1.2.3'
  },
  parking_plate_invalid: {
    'zh-CN': '车牌号格式不正确',
    'zh-MO': '車牌號碼格式不正確',
    'en-US': 'That is not a valid licence plate'
  },
  parking_plates_full: {
    'zh-CN': '最多可绑定{max}个车牌',
    'zh-MO': '最多可綁定{max}個車牌',
    'en-US': 'You can keep at most {max} plates'
  },
  parking_plate_not_found: { 'zh-CN': '未绑定该车牌', 'zh-MO': '未綁定該車牌', 'en-US': 'This plate is not one of yours' },
  parking_not_inside: {
    'zh-CN': '该车辆当前不在停车场内',
    'zh-MO': '該車輛目前不在停車場內',
    'en-US': 'This car is not parked in a lot now'
  },
  parking_nothing_due: { 'zh-CN': '当前无需缴费', 'zh-MO': '目前無需繳費', 'en-US': 'Nothing is due now' },
  parking_price_changed: {
    'zh-CN': '停车费已更新，请确认后再支付',
    'zh-MO': '停車費已更新，請確認後再支付',
    'en-US': 'The parking fee has changed; please check it and pay again'
  },
  parking_coupon_not_usable: {
    'zh-CN': '该优惠券不能用于停车缴费',
    'zh-MO': '該優惠券不能用於停車繳費',
    'en-US': 'This coupon cannot be used for parking'
  },
  parking_order_not_found: { 'zh-CN': '停车记录不存在', 'zh-MO': '停車記錄不存在', 'en-US': 'This parking record does not exist' },
  parking_order_not_payable: {
    'zh-CN': '该停车订单已关闭，请重新缴费',
    'zh-MO': '該停車訂單已關閉，請重新繳費',
    'en-US': 'This parking payment has closed; please pay again'
  },
  parking_not_refundable: {
    'zh-CN': '该停车缴费不能退款',
    'zh-MO': '該停車繳費不能退款',
    'en-US': 'This parking payment cannot be refunded'
  },
  parking_lot_not_found: { 'zh-CN': '停车场不存在', 'zh-MO': '停車場不存在', 'en-US': 'This parking lot does not exist' },
  parking_lot_invalid: {
    'zh-CN': '停车场设置有误：{reason}',
    'zh-MO': '停車場設定有誤：{reason}',
    'en-US': 'The parking lot is not set up right: {reason}'
  },
  parking_already_inside: { 'zh-CN': '该车辆已在场内', 'zh-MO': '該車輛已在場內', 'en-US': 'This car is already inside' },
  // On-site (venue box-office) purchase.
  onsite_not_sold: {
    'zh-CN': '该演出暂不支持现场购票',
    'zh-MO': '該演出暫不支援現場購票',
    'en-US': 'This show is not sold at the venue'
  },
  onsite_other_day: {
    'zh-CN': '现场购票仅限当天场次',
    'zh-MO': '現場購票僅限當天場次',
    'en-US': "Tickets at the venue are sold for today's sessions only"
  },
  onsite_not_yet: {
    'zh-CN': '该场次现场购票将于 {time} 开始',
    'zh-MO': '該場次現場購票將於 {time} 開始',
    'en-US': 'Tickets at the venue for this session go on sale at {time}'
  },
  onsite_ended: {
    'zh-CN': '该场次现场购票已结束',
    'zh-MO': '該場次現場購票已結束',
    'en-US': 'Tickets at the venue for this session are no longer sold'
  },
  onsite_real_name: {
    'zh-CN': '实名制演出不支持现场购票',
    'zh-MO': '實名制演出不支援現場購票',
    'en-US': 'A real-name show cannot be sold at the venue'
  },
  onsite_settings_invalid: {
    'zh-CN': '现场购票设置有误：开售时间须为开演前 0 至 1440 分钟',
    'zh-MO': '現場購票設定有誤：開售時間須為開演前 0 至 1440 分鐘',
    'en-US': 'On-site sale settings are not valid: it opens 0 to 1440 minutes before the start'
  },
  promotion_code_not_found: {
    'zh-CN': '二维码无效或已停用',
    'zh-MO': '二維碼無效或已停用',
    'en-US': 'This code is not valid or no longer in use'
  },
  promotion_code_invalid: {
    'zh-CN': '推广码设置有误：{reason}',
    'zh-MO': '推廣碼設定有誤：{reason}',
    'en-US': 'The promotion code is not set up right: {reason}'
  },
  promotion_code_target_not_found: {
    'zh-CN': '要打开的页面不存在，请检查目标编号',
    'zh-MO': '要打開的頁面不存在，請檢查目標編號',
    'en-US': 'The page to open does not exist; check the target id'
  },
  terminal_jump_unknown: { 'zh-CN': '跳转失败', 'zh-MO': '跳轉失敗', 'en-US': 'Jump failed' },
  terminal_jump_invalid: {
    'zh-CN': '跳转设置有误：{reason}',
    'zh-MO': '跳轉設定有誤：{reason}',
    'en-US': 'The jump is not set up right: {reason}'
  },
  payment_binding_not_found: { 'zh-CN': '支付记录不存在', 'zh-MO': '支付記錄不存在', 'en-US': 'No such payment' },
  white_tag_required: {
    'zh-CN': '本场演出仅限受邀观众购买，您的账号不在名单内',
    'zh-MO': '本場演出僅限受邀觀眾購買，您的帳號不在名單內',
    'en-US': 'This show is sold to invited buyers only, and your account is not on the list'
  },
  policy_invalid: {
    'zh-CN': '政策内容有误，请检查后再保存',
    'zh-MO': '政策內容有誤，請檢查後再儲存',
    'en-US': 'A policy is not valid; please check it and save again'
  },
  white_tags_invalid: {
    'zh-CN': '白名单有误：{reason}',
    'zh-MO': '白名單有誤：{reason}',
    'en-US': 'The white list is not valid: {reason}'
  },
  seat_page_url_invalid: {
    'zh-CN': '选座页面地址须以 https:// 开头',
    'zh-MO': '選座頁面地址須以 https:// 開頭',
    'en-US': 'A seat page address must start with https://'
  },
  rebook_tickets_not_in_order: {
    'zh-CN': '所选门票不属于该订单',
    'zh-MO': '所選門票不屬於該訂單',
    'en-US': 'Those tickets are not in this order'
  },
  captcha_token_invalid: {
    'zh-CN': '图形验证已失效，请重新输入图形验证码',
    'zh-MO': '圖形驗證已失效，請重新輸入圖形驗證碼',
    'en-US': 'The image check has expired. Please enter the image code again'
  },
  captcha_required: { 'zh-CN': '请先输入图形验证码', 'zh-MO': '請先輸入圖形驗證碼', 'en-US': 'Please enter the image code first' },
  bsauth_ticket_invalid: {
    'zh-CN': '登录凭证无效或已过期，请回到原系统重新进入',
    'zh-MO': '登入憑證無效或已過期，請回到原系統重新進入',
    'en-US': 'This sign-in link is not valid or has expired. Please open it again from the system you came from'
  },
  login_channel_unavailable: {
    'zh-CN': '本店暂未开通该登录方式',
    'zh-MO': '本店暫未開通該登入方式',
    'en-US': 'This shop does not offer this way of logging in'
  },
  douyin_state_invalid: {
    'zh-CN': '抖音授权已过期，请重新授权',
    'zh-MO': '抖音授權已過期，請重新授權',
    'en-US': 'The Douyin authorization has expired. Please authorize again'
  },
  douyin_failed: {
    'zh-CN': '抖音授权失败，请稍后重试',
    'zh-MO': '抖音授權失敗，請稍後重試',
    'en-US': 'Douyin authorization failed. Please try again later'
  },
  chat_item_not_found: { 'zh-CN': '该演出或商品不存在', 'zh-MO': '該演出或商品不存在', 'en-US': 'This show or item does not exist' },
  login_channel_invalid: {
    'zh-CN': '登录渠道设置有误：{reason}',
    'zh-MO': '登入渠道設定有誤：{reason}',
    'en-US': 'The login channel is not set up right: {reason}'
  },
  student_auth_closed: {
    'zh-CN': '本店暂未开通学生认证',
    'zh-MO': '本店暫未開通學生認證',
    'en-US': 'This shop does not offer student verification'
  },
  chat_goods_id_invalid: {
    'zh-CN': '客服商品编号设置有误：{reason}',
    'zh-MO': '客服商品編號設定有誤：{reason}',
    'en-US': 'The chat goods id is not set up right: {reason}'
  }
} satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof MESSAGES

export function message(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return formatMessage(MESSAGES[key][locale], params)
}
