/**
 * Promotion codes (推广码; owner, operator): the merchant's codes, each opening a page of the shop (home, a
 * show, a topic page, a coupon, a venue by its site code) with a channel and a distributor, with its scans;
 * made in a drawer, stopped and used again, and each one's QR code (the H5 short link /s/<code>), its WeChat
 * mini-program scene and page, and its CP_ID in another drawer. The second tab keeps where other apps'
 * pages open per terminal (the buyer's terminal jump).
 */
import { useState } from 'react'
import { Button, Drawer, Form, Input, Popconfirm, Select, Space, Tabs, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import qrcode from 'qrcode-generator'
import {
  CODE_LABEL_MAX,
  CODE_PARAM_MAX,
  CODE_TARGETS,
  type AdminPromotionCode,
  type CodeTarget
} from '../../../../types/api/promotion-code'
import { createPromotionCode, promotionCodes, setPromotionCodeStopped } from '../../api/promotion-code-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { drawerWidth } from '../../components/drawer-width'
import { TerminalJumpsTab } from './TerminalJumpsTab'
import { ShowSelect } from '../../components/ShowSelect'
import { TopicSelect } from '../../components/TopicSelect'
import { CouponSelect, useCouponOptions } from '../../components/CouponSelect'
import { SiteCodeSelect, useSiteCodeOptions } from '../../components/SiteCodeSelect'
import { useShowOptions } from '../../components/ShowSelect'
import { useTopicOptions } from '../../components/TopicSelect'
import type { NamedOptions } from '../../components/NamedSelect'

const PARAM = /^[A-Za-z0-9_.:-]*$/

/** The short link as buyers open it: the storefront is served at / by the gateway that serves this console. */
export const shortLinkOf = (code: AdminPromotionCode) => `${window.location.origin}${code.shortPath}`

function qrOf(text: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  return qr.createDataURL(6, 12)
}

function CodeDrawer({ code, onClose }: { code: AdminPromotionCode | null; onClose: () => void }) {
  const { t } = useI18n()
  const link = code ? shortLinkOf(code) : ''
  return (
    <Drawer open={!!code} width={drawerWidth(440)} title={code?.label || code?.code} onClose={onClose}>
      {code && (
        <div data-testid="code-detail">
          <img
            src={qrOf(link)}
            alt={link}
            style={{ width: 200, height: 200, display: 'block', margin: '0 auto 8px' }}
            data-testid="code-qr"
          />
          <Typography.Paragraph type="secondary">{t('codes.qrHint')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('codes.link')}:{' '}
            <Typography.Text copyable data-testid="code-link">
              {link}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('codes.scene')}: <Typography.Text copyable>{code.scene}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('codes.page')}: <Typography.Text copyable>{code.miniProgramPage}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('codes.sceneHint')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('codes.cpId')}: <Typography.Text copyable>{code.cpId}</Typography.Text>
          </Typography.Paragraph>
          <Button href={qrOf(link)} download={`${code.code}.gif`}>
            {t('codes.download')}
          </Button>
        </div>
      )}
    </Drawer>
  )
}

interface Values {
  label: string
  target: CodeTarget
  targetId: string
  channelId: string
  distributorId: string
}

function CodeForm({ open, onClose, onMade }: { open: boolean; onClose: () => void; onMade: (c: AdminPromotionCode) => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const target = Form.useWatch('target', form) ?? 'HOME'
  const save = useMutation({
    mutationFn: (v: Values) =>
      createPromotionCode({
        label: v.label?.trim() ?? '',
        target: v.target,
        targetId: v.target === 'HOME' ? null : v.targetId?.trim() || null,
        channelId: v.channelId?.trim() || null,
        distributorId: v.distributorId?.trim() || null
      }),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: ['promotion-codes'] })
      form.resetFields()
      onClose()
      onMade(made)
    }
    // A refusal (a show of no one, a malformed param) comes in the gateway's words through the query client's notice.
  })
  const param = [{ pattern: PARAM, message: t('codes.field.paramHint') }]
  return (
    <Drawer open={open} width={drawerWidth(480)} title={t('codes.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="code-form"
        initialValues={{ target: 'HOME' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="label" label={t('codes.field.label')}>
          <Input maxLength={CODE_LABEL_MAX} data-testid="code-label" />
        </Form.Item>
        <Form.Item name="target" label={t('codes.field.target')} rules={[{ required: true, message: t('codes.required') }]}>
          <Select data-testid="code-target" options={CODE_TARGETS.map((v) => ({ value: v, label: t(`codes.target.${v}`) }))} />
        </Form.Item>
        {target !== 'HOME' && (
          <Form.Item
            name="targetId"
            label={t('codes.field.targetId')}
            extra={t(`codes.field.targetIdHint.${target}`)}
            rules={[{ required: true, message: t('codes.required') }, ...param]}
          >
            {target === 'SHOW' ? (
              <ShowSelect testId="code-target-show" />
            ) : target === 'TOPIC' ? (
              <TopicSelect testId="code-target-topic" />
            ) : target === 'COUPON' ? (
              <CouponSelect testId="code-target-coupon" />
            ) : (
              <SiteCodeSelect testId="code-target-site" />
            )}
          </Form.Item>
        )}
        <Form.Item name="channelId" label={t('codes.field.channel')} rules={param}>
          <Input maxLength={CODE_PARAM_MAX} data-testid="code-channel" />
        </Form.Item>
        <Form.Item name="distributorId" label={t('codes.field.distributor')} rules={param}>
          <Input maxLength={CODE_PARAM_MAX} data-testid="code-distributor" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="code-save">
          {t('codes.new')}
        </Button>
      </Form>
    </Drawer>
  )
}

/**
 * What each code opens by name (the show, topic page, coupon or venue), read under the pickers' own keys; the
 * stored id or code where none answers (a show since deleted, a coupon stopped).
 */
/** Names for the targets of `codes`: only the lists of the kinds they name are loaded. */
function useTargetNames(codes: readonly AdminPromotionCode[]): (target: CodeTarget, id: string) => string {
  const named = new Set(codes.filter((c) => c.targetId).map((c) => c.target))
  const lists: Partial<Record<CodeTarget, NamedOptions>> = {
    SHOW: useShowOptions(named.has('SHOW')),
    TOPIC: useTopicOptions(named.has('TOPIC')),
    COUPON: useCouponOptions(named.has('COUPON')),
    SITE_CODE: useSiteCodeOptions(named.has('SITE_CODE'))
  }
  return (target, id) => lists[target]?.options.find((o) => o.value === id)?.label ?? id
}

function CodesTab() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [making, setMaking] = useState(false)
  const [shown, setShown] = useState<AdminPromotionCode | null>(null)
  const list = useQuery({ queryKey: ['promotion-codes'], queryFn: promotionCodes })
  const targetName = useTargetNames(list.data ?? [])
  const stop = useMutation({
    mutationFn: ({ id, stopped }: { id: string; stopped: boolean }) => setPromotionCodeStopped(id, stopped),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promotion-codes'] })
  })
  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setMaking(true)} data-testid="code-new">
      {t('codes.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('codes.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminPromotionCode>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="id"
        empty={t('codes.empty')}
        newButton={newButton}
        testId="codes-table"
        columns={[
          { title: t('codes.field.label'), key: 'label', render: (_, c) => c.label || '—' },
          {
            title: t('codes.field.target'),
            key: 'target',
            render: (_, c) => `${t(`codes.target.${c.target}`)}${c.targetId ? ` · ${targetName(c.target, c.targetId)}` : ''}`
          },
          { title: t('codes.field.channel'), key: 'channel', render: (_, c) => c.channelId ?? '—' },
          { title: t('codes.field.distributor'), key: 'distributor', render: (_, c) => c.distributorId ?? '—' },
          { title: t('codes.code'), key: 'code', render: (_, c) => <span data-testid="code-short">{c.code}</span> },
          { title: t('codes.scans'), key: 'scans', render: (_, c) => <span data-testid="code-scans">{c.scanCount}</span> },
          { title: t('codes.lastScan'), key: 'last', render: (_, c) => (c.lastScannedAt ? when(c.lastScannedAt) : t('codes.never')) },
          {
            title: t('codes.state'),
            key: 'state',
            render: (_, c) => (c.disabled ? <Tag>{t('codes.disabled')}</Tag> : <Tag color="green">{t('codes.live')}</Tag>)
          },
          {
            title: '',
            key: 'actions',
            render: (_, c) => (
              <Space wrap>
                <Button size="small" onClick={() => setShown(c)} data-testid="code-show">
                  {t('codes.show')}
                </Button>
                {c.disabled ? (
                  <Button size="small" onClick={() => stop.mutate({ id: c.id, stopped: false })}>
                    {t('codes.enable')}
                  </Button>
                ) : (
                  <Popconfirm title={t('codes.disableConfirm')} onConfirm={() => stop.mutate({ id: c.id, stopped: true })}>
                    <Button size="small" danger>
                      {t('codes.disable')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            )
          }
        ]}
      />
      <CodeForm open={making} onClose={() => setMaking(false)} onMade={setShown} />
      <CodeDrawer code={shown} onClose={() => setShown(null)} />
    </>
  )
}

export default function PromotionCodesPage() {
  const { t } = useI18n()
  return (
    <Tabs
      items={[
        { key: 'codes', label: t('codes.tab.codes'), children: <CodesTab /> },
        { key: 'jumps', label: t('codes.tab.jumps'), children: <TerminalJumpsTab /> }
      ]}
    />
  )
}
