/** The invoice pages' texts: the reference; zh-MO and en-US match its shape. */
import type { SectionShape } from '../../section-i18n'

const zhCN = {
  type: {
    label: '发票类型',
    VAT_E_ORDINARY: '电子普通发票',
    VAT_E_ORDINARY_PAPER: '纸质普通发票'
  },
  title_type: {
    label: '抬头类型',
    INDIVIDUAL_OR_INSTITUTION: '个人或事业单位',
    ENTERPRISE: '企业'
  },
  content: {
    label: '发票内容',
    TICKET: '演出门票',
    CULTURAL_SERVICE: '文化服务'
  },
  form: {
    title: '发票抬头',
    title_placeholder: '个人姓名或单位全称',
    taxpayer_id: '纳税人识别号',
    taxpayer_placeholder: '18位统一社会信用代码',
    more: '更多信息（选填）',
    bank_name: '开户银行',
    bank_account: '银行账号',
    address: '注册地址',
    phone: '注册电话',
    optional: '选填',
    delivery: '收票地址',
    choose_address: '请选择收票地址',
    add_address: '新增地址',
    amount: '开票金额',
    amount_paper_note: '纸质发票金额不含快递费',
    submit: '提交申请',
    resubmit: '重新提交',
    submitted: '已提交开票申请',
    prefilled: '已填入上次使用的抬头'
  },
  problem: {
    required: '请填写{field}',
    too_long: '{field}过长',
    format: '{field}格式不正确',
    unknown: '请选择{field}',
    taxpayer_required: '企业抬头须填写纳税人识别号',
    taxpayer_length: '统一社会信用代码为18位',
    taxpayer_characters: '含有代码中不会出现的字符',
    taxpayer_check: '校验位不符，请核对是否输错'
  },
  state: {
    APPLYING: '申请中',
    REJECTED: '已驳回',
    SUCCESS: '已开票',
    CANCELLED: '已取消'
  },
  state_note: {
    APPLYING: '商家正在处理你的开票申请',
    REJECTED: '开票申请被驳回，可修改后重新申请',
    SUCCESS: '发票已开具',
    CANCELLED: '发票已取消'
  },
  detail: {
    reject_reason: '驳回原因',
    cancel_reason: '取消原因',
    reapply: '重新申请',
    cancel: '取消申请',
    cancel_confirm: '确定取消这次开票申请吗？',
    cancelled: '已取消开票申请',
    invoice_no: '发票号码',
    download: '下载发票',
    open_link: '查看电子发票',
    express: '快递信息',
    express_company: '快递公司',
    express_no: '快递单号',
    express_tel: '联系电话',
    apply_time: '申请时间',
    issued_time: '开票时间',
    order_number: '订单号',
    copy_link: '链接已复制，请在浏览器中打开',
    open_failed: '打开发票失败，请稍后再试'
  },
  entry: {
    label: '发票',
    apply: '申请开票',
    unavailable: '不可开票'
  },
  empty: {
    back_to_orders: '返回订单列表',
    cannot_apply: '暂不能开票',
    to_order: '查看订单'
  }
}

export type InvoiceMessages = SectionShape<typeof zhCN>
export default zhCN as InvoiceMessages
