/**
 * One invoice application in full; while APPLYING the merchant issues it (an e-invoice: upload the PDF or
 * enter its number and https link; paper: the express it was sent by) or rejects it with a reason the
 * buyer reads. The gateway checks everything again (the PDF from its bytes); its refusal is shown here.
 */
import { useState } from 'react'
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Space, Tabs, Tag, Typography, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminInvoice, AdminInvoiceIssue } from '../../../../types/api/invoice'
import { INVOICE_PDF_MAX_BYTES } from '../../../../types/rules/invoice-rules'
import { invoice, invoicePdfUrl, issueInvoice, rejectInvoice, uploadInvoicePdf } from '../../api/invoice-calls'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { moneyText } from '../../../../types/rules/money'
import { INVOICE_STATE_COLOURS } from './invoice-colours'
import { useTimeText } from '../../time/use-merchant-time'

function IssueForms({ inv, onDone }: { inv: AdminInvoice; onDone: (next: AdminInvoice) => void }) {
  const { t } = useI18n()
  const [problem, setProblem] = useState<string>()
  const [invoiceNo, setInvoiceNo] = useState('')
  const [reason, setReason] = useState('')
  const done = {
    meta: { ownErrors: true },
    onSuccess: (next: AdminInvoice) => (setProblem(undefined), onDone(next)),
    onError: (e: Error) => setProblem(e.message)
  }
  const issue = useMutation({ mutationFn: (body: AdminInvoiceIssue) => issueInvoice(inv.id, body), ...done })
  const upload = useMutation({ mutationFn: (file: File) => uploadInvoicePdf(inv.id, file, invoiceNo), ...done })
  const reject = useMutation({ mutationFn: () => rejectInvoice(inv.id, reason), ...done })
  const paper = inv.invoiceType === 'VAT_E_ORDINARY_PAPER'

  const pdfTab = (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="invoice-pdf">
      <Input
        placeholder={t('invoices.invoiceNo')}
        value={invoiceNo}
        onChange={(e) => setInvoiceNo(e.target.value)}
        maxLength={40}
        data-testid="invoice-pdf-no"
      />
      <Upload.Dragger
        accept="application/pdf,.pdf"
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          if (file.size > INVOICE_PDF_MAX_BYTES) setProblem(t('invoices.pdfTooLarge'))
          else upload.mutate(file)
          // The upload is ours (the console's client, with its CSRF token), never antd's own request.
          return Upload.LIST_IGNORE
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{upload.isPending ? t('invoices.uploading') : t('invoices.pickPdf')}</p>
        <p className="ant-upload-hint">{t('invoices.pdfHint')}</p>
      </Upload.Dragger>
    </Space>
  )
  const linkTab = (
    <Form
      layout="vertical"
      onFinish={(v: { invoiceNo: string; linkUrl: string }) => issue.mutate({ kind: 'LINK', invoiceNo: v.invoiceNo, linkUrl: v.linkUrl })}
      data-testid="invoice-link-form"
    >
      <Form.Item name="invoiceNo" label={t('invoices.invoiceNo')} rules={[{ required: true, message: t('invoices.required') }]}>
        <Input maxLength={40} data-testid="invoice-link-no" />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('invoices.link')}
        rules={[{ required: true, pattern: /^https:\/\//, message: t('invoices.httpsOnly') }]}
      >
        <Input placeholder="https://" inputMode="url" maxLength={2000} data-testid="invoice-link-url" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={issue.isPending} data-testid="invoice-link-submit">
        {t('invoices.issue')}
      </Button>
    </Form>
  )
  const expressForm = (
    <Form
      layout="vertical"
      onFinish={(v: { expressCompany: string; expressNo: string; expressTel?: string; invoiceNo?: string }) =>
        issue.mutate({ kind: 'PAPER', ...v })
      }
      data-testid="invoice-express-form"
    >
      <Form.Item name="expressCompany" label={t('invoices.expressCompany')} rules={[{ required: true, message: t('invoices.required') }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="expressNo" label={t('invoices.expressNo')} rules={[{ required: true, message: t('invoices.required') }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="expressTel" label={t('invoices.expressTel')}>
        <Input maxLength={60} inputMode="tel" />
      </Form.Item>
      <Form.Item name="invoiceNo" label={t('invoices.invoiceNo')}>
        <Input maxLength={40} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={issue.isPending}>
        {t('invoices.send')}
      </Button>
    </Form>
  )
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('invoices.issueTitle')}</Typography.Title>
      {paper ? (
        expressForm
      ) : (
        <Tabs
          items={[
            { key: 'pdf', label: t('invoices.byPdf'), children: pdfTab },
            { key: 'link', label: t('invoices.byLink'), children: linkTab }
          ]}
        />
      )}
      <Typography.Title level={5}>{t('invoices.rejectTitle')}</Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder={t('invoices.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          data-testid="invoice-reject-reason"
        />
        <Button danger loading={reject.isPending} disabled={!reason.trim()} onClick={() => reject.mutate()} data-testid="invoice-reject">
          {t('invoices.reject')}
        </Button>
      </Space.Compact>
      {problem && (
        <Alert type="error" showIcon message={problem} closable onClose={() => setProblem(undefined)} data-testid="invoice-error" />
      )}
    </Space>
  )
}

export function InvoiceDrawer({ invoiceId, onClose }: { invoiceId: string | undefined; onClose: () => void }) {
  const when = useTimeText()
  const { t, locale } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const detail = useQuery({ queryKey: ['invoice', invoiceId], queryFn: () => invoice(invoiceId as string), enabled: Boolean(invoiceId) })
  const decided = (next: AdminInvoice) => {
    queryClient.setQueryData(['invoice', invoiceId], next)
    void queryClient.invalidateQueries({ queryKey: ['invoices'] })
    void message.success(t(next.state === 'SUCCESS' ? 'invoices.issued' : 'invoices.rejected'))
  }
  const inv = detail.data
  const dash = (s: string) => s || '—'
  return (
    <Drawer
      open={Boolean(invoiceId)}
      onClose={onClose}
      size="large"
      title={inv ? t('invoices.detail', { order: inv.orderNumber }) : ''}
      destroyOnHidden
    >
      {detail.isPending ? (
        <PageLoading />
      ) : detail.isError ? (
        <PageError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : inv ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="invoice-drawer">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('invoices.state')}>
              <Tag color={INVOICE_STATE_COLOURS[inv.state]} data-testid="invoice-state">
                {t(`invoices.filter.${inv.state}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item
              label={t(inv.orderKind === 'GOODS' ? 'invoices.goodsOrder' : 'invoices.order')}
            >{`${inv.orderNumber} · ${inv.showName}`}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.buyer')}>{dash(inv.buyerPhone)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.type')}>{t(`invoices.type.${inv.invoiceType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.titleType')}>{t(`invoices.titleType.${inv.invoiceTitleType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.invoiceTitle')}>{inv.invoiceTitle}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.taxpayerId')}>{dash(inv.taxpayerId)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.bank')}>
              {dash([inv.bankName, inv.bankAccount].filter(Boolean).join(' '))}
            </Descriptions.Item>
            <Descriptions.Item label={t('invoices.registered')}>
              {dash([inv.address, inv.phoneNo].filter(Boolean).join(' '))}
            </Descriptions.Item>
            <Descriptions.Item label={t('invoices.amount')}>{moneyText(inv.invoiceAmount, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.applied')}>{when(inv.applyTime)}</Descriptions.Item>
            {inv.deliveryAddress && (
              <Descriptions.Item
                label={t('invoices.sendTo')}
              >{`${inv.deliveryAddress.recipient} ${inv.deliveryAddress.cellphone} ${inv.deliveryAddress.region}${inv.deliveryAddress.detail}`}</Descriptions.Item>
            )}
            {inv.state === 'REJECTED' && <Descriptions.Item label={t('invoices.rejectReason')}>{inv.rejectReason}</Descriptions.Item>}
            {inv.state === 'CANCELLED' && <Descriptions.Item label={t('invoices.cancelReason')}>{inv.cancelReason}</Descriptions.Item>}
            {inv.state === 'SUCCESS' && <Descriptions.Item label={t('invoices.invoiceNo')}>{dash(inv.invoiceNo)}</Descriptions.Item>}
            {inv.state === 'SUCCESS' && inv.hasPdf && (
              <Descriptions.Item label={t('invoices.pdf')}>
                <Typography.Link href={invoicePdfUrl(inv.id)} target="_blank" rel="noopener noreferrer">
                  {t('invoices.openPdf')}
                </Typography.Link>
              </Descriptions.Item>
            )}
            {inv.state === 'SUCCESS' && inv.invoiceUrl && (
              <Descriptions.Item label={t('invoices.link')}>
                <Typography.Link href={inv.invoiceUrl} target="_blank" rel="noopener noreferrer">
                  {inv.invoiceUrl}
                </Typography.Link>
              </Descriptions.Item>
            )}
            {inv.express && (
              <Descriptions.Item
                label={t('invoices.express')}
              >{`${inv.express.company} ${inv.express.number} ${inv.express.tel}`}</Descriptions.Item>
            )}
            {inv.decidedBy && <Descriptions.Item label={t('invoices.decidedBy')}>{inv.decidedBy}</Descriptions.Item>}
          </Descriptions>
          {inv.state === 'APPLYING' && <IssueForms inv={inv} onDone={decided} />}
        </Space>
      ) : null}
    </Drawer>
  )
}
