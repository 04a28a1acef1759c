/** Messages the gateway sends in `comments`, in the request's language. */
import type { Locale } from './texts'

const MESSAGES = {
  invalid_parameter: { 'zh-CN': '参数错误：{detail}', 'zh-MO': '參數錯誤：{detail}', 'en-US': 'Invalid parameter: {detail}' },
  not_found: { 'zh-CN': '请求的内容不存在', 'zh-MO': '請求的內容不存在', 'en-US': 'Not found' },
  show_not_found: { 'zh-CN': '演出不存在或已下架', 'zh-MO': '演出不存在或已下架', 'en-US': 'This show does not exist or is no longer listed' },
  merchant_not_found: { 'zh-CN': '商户不存在', 'zh-MO': '商戶不存在', 'en-US': 'Unknown merchant' },
  not_logged_in: { 'zh-CN': '未登录', 'zh-MO': '未登錄', 'en-US': 'Not logged in' },
  internal_error: { 'zh-CN': '服务开小差了，请稍后再试', 'zh-MO': '服務開小差了，請稍後再試', 'en-US': 'Something went wrong on our side, please try again later' },
  token_expired: { 'zh-CN': '登录凭证已过期', 'zh-MO': '登錄憑證已過期', 'en-US': 'Token expired' },
  login_expired: { 'zh-CN': '登录已过期，请重新登录', 'zh-MO': '登錄已過期，請重新登錄', 'en-US': 'Your login has expired, please log in again' },
  token_exception: { 'zh-CN': '登录状态异常，请重新登录', 'zh-MO': '登錄狀態異常，請重新登錄', 'en-US': 'Login state is invalid, please log in again' },
  logged_out: { 'zh-CN': '已退出登录', 'zh-MO': '已退出登錄', 'en-US': 'You have logged out' },
  other_device: { 'zh-CN': '登录失效，请重新登录', 'zh-MO': '登錄失效，請重新登錄', 'en-US': 'Login invalid, please log in again' },
  login_method_unsupported: { 'zh-CN': '当前语言不支持该登录方式', 'zh-MO': '當前語言不支持該登錄方式', 'en-US': 'This login method is not available in the current language' },
  login_area_unsupported: { 'zh-CN': '暂不支持该地区手机号登录', 'zh-MO': '暫不支持該地區手機號登錄', 'en-US': 'Phone numbers from this area cannot log in here' },
  h5_not_supported: { 'zh-CN': 'h5 not support', 'zh-MO': 'h5 not support', 'en-US': 'h5 not support' },
  too_frequent: { 'zh-CN': '操作过于频繁，请稍后再试', 'zh-MO': '操作過於頻繁，請稍後再試', 'en-US': 'Too many attempts, please try again later' },
  captcha_wrong: { 'zh-CN': '图形验证码错误或已过期', 'zh-MO': '圖形驗證碼錯誤或已過期', 'en-US': 'Wrong or expired image code' },
  code_too_soon: { 'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试', 'zh-MO': '驗證碼發送過於頻繁，請{seconds}秒後再試', 'en-US': 'Please wait {seconds} s before asking for another code' },
  code_daily_limit: { 'zh-CN': '今日验证码发送次数已达上限', 'zh-MO': '今日驗證碼發送次數已達上限', 'en-US': 'No more codes can be sent today' },
  code_wrong: { 'zh-CN': '验证码错误', 'zh-MO': '驗證碼錯誤', 'en-US': 'Incorrect verification code' },
  code_expired: { 'zh-CN': '验证码已失效，请重新获取', 'zh-MO': '驗證碼已失效，請重新獲取', 'en-US': 'The code has expired, please get a new one' },
  phone_invalid: { 'zh-CN': '手机号码有误', 'zh-MO': '手機號碼有誤', 'en-US': 'Incorrect mobile number' },
  email_invalid: { 'zh-CN': '邮箱格式错误', 'zh-MO': '郵箱格式錯誤', 'en-US': 'Invalid email address' },
  password_rule: {
    'zh-CN': '密码需为8-20位，包含大写字母、小写字母、数字、特殊符号中的至少三种',
    'zh-MO': '密碼需為8-20位，包含大寫字母、小寫字母、數字、特殊符號中的至少三種',
    'en-US': 'Passwords are 8-20 characters with at least three of: uppercase, lowercase, digits, symbols'
  },
  email_taken: { 'zh-CN': '该邮箱已注册', 'zh-MO': '該郵箱已註冊', 'en-US': 'This email is already registered' },
  login_failed: { 'zh-CN': '邮箱或密码错误', 'zh-MO': '郵箱或密碼錯誤', 'en-US': 'Wrong email or password' },
  email_not_activated: { 'zh-CN': '邮箱尚未激活，请先完成激活', 'zh-MO': '郵箱尚未激活，請先完成激活', 'en-US': 'Please activate your email first' },
  password_wrong: { 'zh-CN': '原密码错误', 'zh-MO': '原密碼錯誤', 'en-US': 'The current password is wrong' },
  nickname_invalid: { 'zh-CN': '昵称需为1-20个字符', 'zh-MO': '暱稱需為1-20個字符', 'en-US': 'Nicknames are 1-20 characters' },
  birthday_once: { 'zh-CN': '生日仅可修改一次', 'zh-MO': '生日僅可修改一次', 'en-US': 'Your birthday can be set only once' },
  name_required: { 'zh-CN': '请输入姓名', 'zh-MO': '請輸入姓名', 'en-US': 'Please enter the name' },
  id_format: { 'zh-CN': '身份证号码格式错误', 'zh-MO': '身份證號碼格式錯誤', 'en-US': 'Invalid ID number' },
  audience_duplicate: { 'zh-CN': '该观演人已存在', 'zh-MO': '該觀演人已存在', 'en-US': 'This attendee already exists' },
  audience_limit: { 'zh-CN': '观演人最多添加{max}位', 'zh-MO': '觀演人最多添加{max}位', 'en-US': 'You can keep at most {max} attendees' },
  region_required: { 'zh-CN': '请选择完整的所在地区', 'zh-MO': '請選擇完整的所在地區', 'en-US': 'Please choose the full region' },
  address_detail: { 'zh-CN': '详细地址需为{min}-{max}个字', 'zh-MO': '詳細地址需為{min}-{max}個字', 'en-US': 'The detailed address needs {min}-{max} characters' },
  undeliverable: { 'zh-CN': '该地址无法安排配送', 'zh-MO': '該地址無法安排配送', 'en-US': 'This address is unable to arrange delivery' },
  address_limit: { 'zh-CN': '最多保存{max}个收货地址', 'zh-MO': '最多保存{max}個收貨地址', 'en-US': 'You can keep at most {max} addresses' },
  cert_monthly: { 'zh-CN': '当月已修改过实名信息，暂不可重复修改', 'zh-MO': '當月已修改過實名信息，暫不可重複修改', 'en-US': 'Real-name details were already changed this month' },
  cert_unchanged: { 'zh-CN': '实名信息未修改', 'zh-MO': '實名信息未修改', 'en-US': 'Nothing has changed' },
  account_needs_binding: { 'zh-CN': '请绑定账号信息', 'zh-MO': '請綁定賬號信息', 'en-US': 'Please bind your account information' },
  login_method_unavailable: { 'zh-CN': '当前商户未开通该登录方式', 'zh-MO': '當前商戶未開通該登錄方式', 'en-US': 'This login method is not available in this shop' },
  third_party_failed: { 'zh-CN': '授权失败，请重试', 'zh-MO': '授權失敗，請重試', 'en-US': 'Authorization failed, please try again' },
  third_party_no_email: { 'zh-CN': '注册失败，请授权获取邮箱', 'zh-MO': '註冊失敗，請授權獲取郵箱', 'en-US': 'Registration failed, authorize to obtain email' },
  bind_expired: { 'zh-CN': '绑定已失效，请重新登录', 'zh-MO': '綁定已失效，請重新登錄', 'en-US': 'The binding has expired, please log in again' },
  already_bound: { 'zh-CN': '该账号已绑定', 'zh-MO': '該賬號已綁定', 'en-US': 'This account is already bound' },
  upload_invalid: { 'zh-CN': '上传失败', 'zh-MO': '上傳失敗', 'en-US': 'Fail to upload' },
  student_needs_real_name: { 'zh-CN': '请先完成实名认证', 'zh-MO': '請先完成實名認證', 'en-US': 'Please complete real-name verification first' },
  student_already: { 'zh-CN': '学生认证已通过', 'zh-MO': '學生認證已通過', 'en-US': 'Student verification already passed' },
  student_failed: { 'zh-CN': '学生认证未通过', 'zh-MO': '學生認證未通過', 'en-US': 'Student verification failed' },
  cert_failed: { 'zh-CN': '认证失败', 'zh-MO': '認證失敗', 'en-US': 'Verification failed' },
  busy: { 'zh-CN': '当前访问人数过多，马上就好了', 'zh-MO': '當前訪問人數過多，馬上就好了', 'en-US': 'Too many visitors, almost there' }
} satisfies Record<string, Record<Locale, string>>

export type MessageKey = keyof typeof MESSAGES

export function message(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
}
