/**
 * Show policies and access (owner, operator; the shows and venues group; docs/show-calls.md). Two tabs:
 * - Default policies: the merchant's refund, transfer, real-name and ticket-sale texts, each in zh-CN with
 *   optional translations; every show reads them unless it sets its own (buyers see them in the show's notes).
 * - A show: its white tags (one buyer phone or id a line; none: every buyer may buy), its own policies over
 *   the defaults, and each session's third-party seat page (https; blank: our own seat map).
 * Each save is one audited write; a refused one says why and changes nothing.
 */
import { useEffect, useState } from 'react'
import { App, Button, Empty, Form, Input, Select, Space, Table, Tabs, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/en-US'
import { QueryState } from '../../components/QueryState'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { useTimeText } from '../../time/use-merchant-time'
import { shows } from '../../api/catalogue-calls'
import { defaultPolicies, saveDefaultPolicies, saveShowAccess, showAccess } from '../../api/show-access-calls'
import { POLICY_KINDS, POLICY_TEXT_MAX, SEAT_PAGE_URL_MAX, type AdminShowAccess, type PolicyKind } from '../../../../types/api/show-calls'
import { policyInputs, policyValues, type PolicyValues } from './policy-form-values'

const KIND_LABEL: Record<PolicyKind, MessageKey> = {
  REFUND: 'showPolicies.kind.REFUND',
  TRANSFER: 'showPolicies.kind.TRANSFER',
  REAL_NAME: 'showPolicies.kind.REAL_NAME',
  TICKET_GRAB: 'showPolicies.kind.TICKET_GRAB'
}

function PolicyFields({ prefix }: { prefix: string }) {
  const { t } = useI18n()
  return (
    <>
      {POLICY_KINDS.map((kind) => (
        <TranslatedTextFields
          key={kind}
          name={kind}
          textsName={`${kind}_texts`}
          label={t(KIND_LABEL[kind])}
          max={POLICY_TEXT_MAX}
          multiline
          required={false}
          testId={`${prefix}-${kind}`}
        />
      ))}
    </>
  )
}

function DefaultPoliciesTab() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<PolicyValues>()
  const list = useQuery({ queryKey: ['default-policies'], queryFn: defaultPolicies })
  const save = useMutation({
    mutationFn: (values: PolicyValues) => saveDefaultPolicies(policyInputs(values)),
    onSuccess: (saved) => {
      client.setQueryData(['default-policies'], saved)
      void message.success(t('showPolicies.saved'))
    }
  })
  useEffect(() => {
    if (list.data) form.setFieldsValue(policyValues(list.data))
  }, [list.data, form])
  if (!list.isSuccess) return <QueryState query={list} />
  return (
    <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary">{t('showPolicies.defaultsHint')}</Typography.Paragraph>
      <PolicyFields prefix="default-policy" />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="default-policies-save">
        {t('common.save')}
      </Button>
    </Form>
  )
}

function ShowAccessForm({ access }: { access: AdminShowAccess }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const when = useTimeText()
  const client = useQueryClient()
  const [form] = Form.useForm<PolicyValues>()
  const [tags, setTags] = useState(access.whiteTags.join('\n'))
  const [pages, setPages] = useState<Record<string, string>>(
    Object.fromEntries(access.sessions.map((s) => [s.sessionId, s.seatPageUrl ?? '']))
  )
  useEffect(() => {
    form.setFieldsValue(policyValues(access.policies))
  }, [access, form])
  const save = useMutation({
    mutationFn: (values: PolicyValues) =>
      saveShowAccess(access.showId, {
        whiteTags: tags
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        policies: policyInputs(values),
        sessions: access.sessions.map((s) => ({ sessionId: s.sessionId, seatPageUrl: pages[s.sessionId]?.trim() || null }))
      }),
    onSuccess: (saved) => {
      client.setQueryData(['show-access', access.showId], saved)
      setTags(saved.whiteTags.join('\n'))
      void message.success(t('showPolicies.saved'))
    }
  })
  const count = tags.split('\n').filter((line) => line.trim()).length
  return (
    <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} style={{ maxWidth: 720 }}>
      <Typography.Title level={5}>{t('showPolicies.whiteTags')}</Typography.Title>
      <Form.Item extra={t('showPolicies.whiteTagsHint')} label={t('showPolicies.whiteTagsCount', { n: count })}>
        <Input.TextArea rows={5} value={tags} onChange={(e) => setTags(e.target.value)} data-testid="show-white-tags" />
      </Form.Item>
      <Typography.Title level={5}>{t('showPolicies.ownPolicies')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('showPolicies.ownHint')}</Typography.Paragraph>
      <PolicyFields prefix="show-policy" />
      <Typography.Title level={5}>{t('showPolicies.seatPages')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('showPolicies.seatPagesHint')}</Typography.Paragraph>
      <Table
        rowKey="sessionId"
        size="small"
        pagination={false}
        dataSource={access.sessions}
        locale={{ emptyText: <Empty description={t('showPolicies.noSessions')} /> }}
        style={{ marginBottom: 16 }}
        scroll={{ x: true }}
        columns={[
          { title: t('showPolicies.session'), key: 'session', render: (_, s) => `${s.sessionName} · ${when(s.startTime)}` },
          {
            title: t('showPolicies.seatPage'),
            key: 'url',
            render: (_, s) => (
              <Input
                value={pages[s.sessionId] ?? ''}
                maxLength={SEAT_PAGE_URL_MAX}
                placeholder="https://"
                onChange={(e) => setPages({ ...pages, [s.sessionId]: e.target.value })}
                data-testid={`seat-page-${s.sessionId}`}
              />
            )
          }
        ]}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="show-access-save">
        {t('common.save')}
      </Button>
    </Form>
  )
}

function ShowAccessTab() {
  const { t, locale } = useI18n()
  const [showId, setShowId] = useState<string>()
  const list = useQuery({ queryKey: ['catalogue-shows', 'all'], queryFn: () => shows({}) })
  const access = useQuery({ queryKey: ['show-access', showId], queryFn: () => showAccess(showId as string), enabled: !!showId })
  if (!list.isSuccess) return <QueryState query={list} />
  const nameOf = (n: Record<string, string>) => n[locale] || n['zh-CN']
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Select
        showSearch
        style={{ width: '100%', maxWidth: 480 }}
        placeholder={t('showPolicies.pickShow')}
        value={showId}
        onChange={setShowId}
        optionFilterProp="label"
        options={list.data.map((s) => ({ value: s.id, label: nameOf(s.name as unknown as Record<string, string>) }))}
        data-testid="show-access-show"
      />
      {!showId ? (
        <Empty description={t('showPolicies.pickShowHint')} />
      ) : access.isSuccess ? (
        <ShowAccessForm key={access.data.showId} access={access.data} />
      ) : (
        <QueryState query={access} />
      )}
    </Space>
  )
}

export default function ShowPoliciesPage() {
  const { t } = useI18n()
  return (
    <>
      <Typography.Title level={3}>{t('showPolicies.title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'defaults', label: t('showPolicies.tab.defaults'), children: <DefaultPoliciesTab /> },
          { key: 'show', label: t('showPolicies.tab.show'), children: <ShowAccessTab /> }
        ]}
      />
    </>
  )
}
