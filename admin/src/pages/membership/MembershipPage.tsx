/**
 * Membership (owner, operator; issue #18 "Merchant console: levels and rights, growth and points rates
 * ... reports of ... points liability"): the level ladder with each level's rights, the earning rates and
 * expiry policy, and the points report (issued, spent, expired, reversed, outstanding; members per level).
 */
import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Typography,
  App
} from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminMemberLevel, AdminMemberRatesInput, AdminMembership } from '../../../../types/api/member'
import { memberReport, membership, saveMemberLevels, saveMemberRates } from '../../api/member-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { levelsProblem } from './level-check'
import { PaidPlans } from './PaidPlans'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { TRANSLATED_LOCALES } from '../../../../types/api/translations'
import { LANGUAGE_LABEL } from '../../i18n/language-labels'

const NEW_RIGHT = { icon: '', primeRightTypeName: '', badgeDesc: '', isDisplayToUser: true, isHighlight: false }

function LevelsEditor({ data }: { data: AdminMembership }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<{ levels: AdminMemberLevel[] }>()
  const [problem, setProblem] = useState<string>()
  const save = useMutation({
    mutationFn: saveMemberLevels,
    onSuccess: (next) => {
      client.setQueryData(['membership'], next)
      void client.invalidateQueries({ queryKey: ['membership-report'] })
      void message.success(t('common.saved'))
    }
  })
  const submit = (values: { levels?: AdminMemberLevel[] }) => {
    const levels = (values.levels ?? []).map((l) => ({
      ...l,
      discountPercent: l.discountPercent ?? undefined,
      itemDiscountPercent: l.itemDiscountPercent ?? undefined,
      primeRights: l.primeRights ?? []
    }))
    const found = levelsProblem(levels)
    setProblem(found && t(`membership.problem.${found}`))
    if (!found) save.mutate({ levels })
  }
  const initial = data.levels.length ? data.levels : [{ primeLevelName: '', threshold: 0, primeRights: [] }]
  return (
    <Form form={form} layout="vertical" initialValues={{ levels: initial }} onFinish={submit} data-testid="member-levels">
      <Typography.Paragraph type="secondary">{t('membership.levelsHint')}</Typography.Paragraph>
      <Form.List name="levels">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t('membership.level', { n: index + 1 })}
                extra={
                  fields.length > 1 ? (
                    <Button size="small" danger onClick={() => remove(field.name)}>
                      {t('common.remove')}
                    </Button>
                  ) : null
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <TranslatedTextFields
                      name={[field.name, 'primeLevelName']}
                      textsName={[field.name, 'primeLevelNameTexts']}
                      watchName={['levels', field.name, 'primeLevelName']}
                      label={t('membership.levelName')}
                      max={40}
                      testId={`member-level-name-${index}`}
                    />
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'threshold']} label={t('membership.threshold')} rules={[{ required: true }]}>
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[field.name, 'discountPercent']}
                      label={t('membership.discount')}
                      tooltip={t('membership.discountHint')}
                    >
                      <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[field.name, 'itemDiscountPercent']}
                      label={t('membership.itemDiscount')}
                      tooltip={t('membership.itemDiscountHint')}
                    >
                      <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} data-testid="item-discount" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.List name={[field.name, 'primeRights']}>
                  {(rights, ops) => (
                    <>
                      {rights.map((right) => (
                        <div key={right.key} style={{ marginBottom: 12 }} data-testid="member-right">
                          <Space wrap align="start">
                            <Form.Item name={[right.name, 'primeRightTypeName']} rules={[{ required: true, max: 40 }]} noStyle>
                              <Input placeholder={t('membership.rightName')} maxLength={40} style={{ width: 160 }} />
                            </Form.Item>
                            <Form.Item name={[right.name, 'icon']} noStyle>
                              <Input placeholder={t('membership.rightIcon')} maxLength={500} style={{ width: 220 }} />
                            </Form.Item>
                            <Form.Item name={[right.name, 'badgeDesc']} noStyle>
                              <Input placeholder={t('membership.rightBadge')} maxLength={20} style={{ width: 100 }} />
                            </Form.Item>
                            <Form.Item name={[right.name, 'isDisplayToUser']} valuePropName="checked" noStyle>
                              <Checkbox>{t('membership.rightShown')}</Checkbox>
                            </Form.Item>
                            <Form.Item name={[right.name, 'isHighlight']} valuePropName="checked" noStyle>
                              <Checkbox>{t('membership.rightHighlight')}</Checkbox>
                            </Form.Item>
                            <Button size="small" onClick={() => ops.remove(right.name)}>
                              {t('common.remove')}
                            </Button>
                          </Space>
                          {/* The right's texts in the other two languages, on a line of their own; blank ones read as the zh-CN text. */}
                          <Space wrap align="start" style={{ marginTop: 4 }}>
                            {TRANSLATED_LOCALES.map((lang) => (
                              <Space.Compact key={lang}>
                                <Form.Item name={[right.name, 'primeRightTypeNameTexts', lang]} noStyle>
                                  <Input
                                    placeholder={`${t('membership.rightName')} · ${t(LANGUAGE_LABEL[lang])}`}
                                    maxLength={40}
                                    style={{ width: 220 }}
                                    data-testid={`member-right-name-${lang}`}
                                  />
                                </Form.Item>
                                <Form.Item name={[right.name, 'badgeDescTexts', lang]} noStyle>
                                  <Input
                                    placeholder={`${t('membership.rightBadge')} · ${t(LANGUAGE_LABEL[lang])}`}
                                    maxLength={20}
                                    style={{ width: 180 }}
                                  />
                                </Form.Item>
                              </Space.Compact>
                            ))}
                          </Space>
                        </div>
                      ))}
                      <Button size="small" onClick={() => ops.add({ ...NEW_RIGHT })}>
                        {t('membership.addRight')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            ))}
            <Button onClick={() => add({ primeLevelName: '', threshold: undefined, primeRights: [] })} disabled={fields.length >= 20}>
              {t('membership.addLevel')}
            </Button>
          </Space>
        )}
      </Form.List>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} data-testid="member-levels-problem" />}
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
        {t('common.save')}
      </Button>
    </Form>
  )
}

function RatesEditor({ data }: { data: AdminMembership }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: saveMemberRates,
    onSuccess: (next) => {
      client.setQueryData(['membership'], next)
      void message.success(t('common.saved'))
    }
  })
  const initial: AdminMemberRatesInput = {
    pointsRate: data.pointsRate,
    growthRate: data.growthRate,
    pointsValidDays: data.pointsValidDays,
    expiryNoticeDays: data.expiryNoticeDays,
    agreement: data.agreement,
    agreementTexts: data.agreementTexts ?? {},
    birthdayGifts: data.birthdayGifts,
    ...(data.pointsPay ? { pointsPay: data.pointsPay } : {})
  }
  const rate = (name: 'pointsRate' | 'growthRate') => (
    <Space wrap>
      <Form.Item name={[name, 'points']} rules={[{ required: true }]} noStyle>
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <span>{t('membership.per')}</span>
      <Form.Item name={[name, 'perYuan']} rules={[{ required: true }]} noStyle>
        <InputNumber min={1} max={100000} precision={0} />
      </Form.Item>
      <span>{t('membership.yuan')}</span>
    </Space>
  )
  return (
    <Form
      layout="vertical"
      initialValues={initial}
      onFinish={(v: AdminMemberRatesInput) => save.mutate({ ...v, birthdayGifts: v.birthdayGifts ?? [] })}
      data-testid="member-rates"
      style={{ maxWidth: 720 }}
    >
      <Form.Item label={t('membership.pointsRate')} required>
        {rate('pointsRate')}
      </Form.Item>
      <Form.Item label={t('membership.growthRate')} required>
        {rate('growthRate')}
      </Form.Item>
      {/* Paying with points on confirm order (issue #18; product.md section 5's formula). */}
      <Form.Item label={t('membership.pointsPay')} tooltip={t('membership.pointsPayHint')}>
        <Space wrap>
          <Form.Item name={['pointsPay', 'enabled']} valuePropName="checked" noStyle>
            <Switch data-testid="points-pay-enabled" />
          </Form.Item>
          <Form.Item name={['pointsPay', 'rate']} rules={[{ required: true }]} noStyle>
            <InputNumber min={1} max={100000} precision={0} data-testid="points-pay-rate" />
          </Form.Item>
          <span>{t('membership.pointsPerYuan')}</span>
          <Form.Item name={['pointsPay', 'limitProportion']} rules={[{ required: true }]} noStyle>
            <InputNumber min={0} max={100} precision={0} addonAfter="%" data-testid="points-pay-limit" />
          </Form.Item>
          <span>{t('membership.pointsLimit')}</span>
        </Space>
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item name="pointsValidDays" label={t('membership.validDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="expiryNoticeDays" label={t('membership.noticeDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="birthdayGifts">
        {(fields, { add, remove }) => (
          <Form.Item label={t('membership.birthdayGifts')}>
            {fields.map((f) => (
              <Space key={f.key} wrap style={{ marginBottom: 8 }}>
                <Form.Item name={[f.name, 'giftDesc']} rules={[{ required: true, max: 100 }]} noStyle>
                  <Input placeholder={t('membership.giftDesc')} maxLength={100} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'icon']} noStyle>
                  <Input placeholder={t('membership.rightIcon')} maxLength={500} style={{ width: 220 }} />
                </Form.Item>
                {TRANSLATED_LOCALES.map((lang) => (
                  <Form.Item key={lang} name={[f.name, 'giftDescTexts', lang]} noStyle>
                    <Input
                      placeholder={`${t('membership.giftDesc')} · ${t(LANGUAGE_LABEL[lang])}`}
                      maxLength={100}
                      style={{ width: 220 }}
                      data-testid={`member-gift-${lang}`}
                    />
                  </Form.Item>
                ))}
                <Button size="small" onClick={() => remove(f.name)}>
                  {t('common.remove')}
                </Button>
              </Space>
            ))}
            <div>
              <Button size="small" onClick={() => add({ icon: '', giftDesc: '' })} disabled={fields.length >= 10}>
                {t('membership.addGift')}
              </Button>
            </div>
          </Form.Item>
        )}
      </Form.List>
      <TranslatedTextFields
        name="agreement"
        textsName="agreementTexts"
        label={t('membership.agreement')}
        max={20000}
        multiline
        required={false}
        testId="member-agreement"
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  )
}

function Report() {
  const { t } = useI18n()
  const report = useQuery({ queryKey: ['membership-report'], queryFn: memberReport })
  if (report.isPending) return <PageLoading rows={4} />
  if (report.isError) return <PageError error={report.error} onRetry={() => void report.refetch()} />
  const r = report.data
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="member-report">
      <Row gutter={[16, 16]}>
        {(['pointsIssued', 'pointsSpent', 'pointsExpired', 'pointsReversed', 'pointsOutstanding'] as const).map((k) => (
          <Col xs={12} md={8} lg={4} key={k}>
            <Card size="small">
              <Statistic title={t(`membership.report.${k}`)} value={r[k]} />
            </Card>
          </Col>
        ))}
      </Row>
      <Table
        rowKey="levelId"
        pagination={false}
        dataSource={r.membersPerLevel}
        columns={[
          { title: t('membership.levelName'), dataIndex: 'primeLevelName', render: (name: string) => name || t('membership.baseLevel') },
          { title: t('membership.report.members'), dataIndex: 'members', align: 'right' }
        ]}
      />
    </Space>
  )
}

export default function MembershipPage() {
  const { t } = useI18n()
  const settings = useQuery({ queryKey: ['membership'], queryFn: membership })
  if (settings.isPending) return <PageLoading />
  if (settings.isError) {
    if (settings.error instanceof AdminError && settings.error.forbidden) return <ForbiddenPage />
    return <PageError error={settings.error} onRetry={() => void settings.refetch()} />
  }
  return (
    <>
      <Typography.Title level={3}>{t('membership.title')}</Typography.Title>
      {!settings.data.levels.length && <PageEmpty description={t('membership.noLevels')} />}
      <Tabs
        items={[
          {
            key: 'levels',
            label: t('membership.tab.levels'),
            children: <LevelsEditor key={JSON.stringify(settings.data.levels)} data={settings.data} />
          },
          { key: 'rates', label: t('membership.tab.rates'), children: <RatesEditor data={settings.data} /> },
          { key: 'report', label: t('membership.tab.report'), children: <Report /> },
          { key: 'paid', label: t('membership.tab.paid'), children: <PaidPlans data={settings.data} /> }
        ]}
      />
    </>
  )
}
