/** Work permits: the permit login, apply, records and success pages. The reference dictionary of the section (section-i18n.ts). */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  login_heading: '工作证申请',
  login_hint: '剧组、供应商和媒体人员请用手机号登录。此登录与购票账号分开。',
  phone: '手机号',
  phone_placeholder: '请输入手机号',
  phone_invalid: '请输入正确的手机号',
  captcha: '图形码',
  captcha_placeholder: '图中字符',
  captcha_required: '请输入4位图形码',
  code: '验证码',
  code_placeholder: '6位验证码',
  code_invalid: '请输入6位数字验证码',
  get_code: '获取验证码',
  resend: '重新获取',
  resend_in: '{seconds}秒后重发',
  code_sent: '验证码已发送',
  login_submit: '登录',
  logout: '退出工作证登录',
  records_heading: '我的申请',
  apply_new: '申请工作证',
  empty: '还没有工作证申请',
  empty_detail: '选择演出，填写身份信息并上传照片即可申请',
  state: {
    APPLIED: '审核中',
    APPROVED: '已通过',
    REJECTED: '未通过',
    WITHDRAWN: '已撤回'
  },
  role: {
    CREW: '工作人员',
    VENDOR: '供应商',
    PRESS: '媒体'
  },
  id_type: {
    ID_CARD: '身份证',
    PASSPORT: '护照',
    HK_MACAU_PERMIT: '港澳通行证',
    TAIWAN_PERMIT: '台湾通行证'
  },
  show: '演出',
  choose_show: '请选择演出',
  no_shows: '暂无接受申请的演出',
  no_shows_detail: '主办方开放申请后再来看看',
  name: '姓名',
  name_placeholder: '与证件一致',
  id_type_label: '证件类型',
  id_number: '证件号码',
  id_number_placeholder: '请输入证件号码',
  company: '单位',
  company_placeholder: '所在公司或机构',
  role_label: '身份',
  photo: '本人照片',
  photo_add: '上传照片',
  photo_change: '更换照片',
  photo_hint: '正面免冠近照，用于入场核验',
  upload_failed: '照片上传失败，请重试',
  submit: '提交申请',
  problem: {
    SHOW: '请选择演出',
    NAME: '请填写姓名（最多30个字）',
    ID_NUMBER: '证件号码有误',
    PHONE: '请输入正确的手机号',
    COMPANY: '请填写单位名称（最多60个字）',
    ROLE: '请选择身份',
    PHOTO: '请上传本人照片'
  },
  applied_title: '申请已提交',
  applied_detail: '请等待主办方审核，结果可在“我的申请”中查看',
  approved_title: '工作证已通过',
  approved_detail: '入场时在工作人员通道出示此码',
  rejected_title: '申请未通过',
  withdrawn_title: '申请已撤回',
  reason: '原因：{reason}',
  applied_at: '提交于 {time}',
  withdraw: '撤回申请',
  withdrawn: '已撤回',
  to_records: '查看我的申请',
  apply_again: '重新申请',
  show_code: '查看工作证码',
  not_found: '申请不存在'
}

export type WorkPermitMessages = SectionShape<typeof zhCN>
export default zhCN as WorkPermitMessages
