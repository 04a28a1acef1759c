/**
 * The show's refund rule in the show editor (Refunds: "none / before a deadline / with a fee by
 * time before the show, per ticket or whole order"). Saved on its own call by the editor's one 保存 (a save
 * part), checked here and by the gateway with the same module (types/rules/refund-rule.ts), so the console
 * never accepts what the gateway refuses. Its form renders no <form> element of its own: it sits inside the show form.
 */
import { Alert, Form, InputNumber, Radio, Space, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminShow } from '../../../../types/api/catalogue-admin'
import {
  refundRuleProblem,
  type RefundFeeStep,
  type RefundRule,
  type RefundRuleKind,
  type RefundScope,
  REFUND_HOURS_MAX,
  REFUND_STEPS_MAX
} from '../../../../types/rules/refund-rule'
import { saveRefundRule } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { useFormPart } from './show-save-parts'

interface RuleForm {
  kind: RefundRuleKind
  deadlineHours: number
  scope: RefundScope
  steps: RefundFeeStep[]
}

function toForm(rule: RefundRule): RuleForm {
  const base: RuleForm = {
    kind: rule.kind,
    deadlineHours: 48,
    scope: 'PER_TICKET',
    steps: [
      { hoursBefore: 168, feePercent: 0 },
      { hoursBefore: 48, feePercent: 10 }
    ]
  }
  if (rule.kind === 'BEFORE_DEADLINE') return { ...base, deadlineHours: rule.deadlineHours, scope: rule.scope }
  if (rule.kind === 'FEE_BY_TIME') return { ...base, steps: rule.steps, scope: rule.scope }
  return base
}

function fromForm(v: RuleForm): RefundRule {
  if (v.kind === 'BEFORE_DEADLINE') return { kind: 'BEFORE_DEADLINE', deadlineHours: v.deadlineHours, scope: v.scope }
  if (v.kind === 'FEE_BY_TIME')
    return { kind: 'FEE_BY_TIME', steps: v.steps.map((s) => ({ hoursBefore: s.hoursBefore, feePercent: s.feePercent })), scope: v.scope }
  return { kind: 'NONE' }
}

export function RefundRuleEditor({ show, queryKey }: { show: AdminShow; queryKey: readonly unknown[] }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<RuleForm>()
  const kind = Form.useWatch('kind', form) ?? show.refundRule.kind
  const save = useMutation({
    mutationFn: (rule: RefundRule) => saveRefundRule(show.id, rule),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      // Only the rule changes: the show form's unsaved fields are left alone.
      queryClient.setQueryData<AdminShow>(queryKey, (old) => (old ? { ...old, refundRule: next.refundRule } : next))
    }
  })
  const { problem, onValuesChange } = useFormPart<RuleForm>({
    tab: 'refund',
    form,
    firstField: 'kind',
    check: (v) => {
      const found = refundRuleProblem(fromForm(v))
      return found && t(`catalogue.refund.problem.${found}`)
    },
    send: (v) => save.mutateAsync(fromForm(v))
  })
  const hours = <InputNumber min={0} max={REFUND_HOURS_MAX} precision={0} addonAfter={t('catalogue.refund.hours')} style={{ width: 180 }} />

  return (
    <Form<RuleForm> form={form} component={false} layout="vertical" initialValues={toForm(show.refundRule)} onValuesChange={onValuesChange}>
      {/* This form sits inside the show form's element: Enter in one of its fields would submit the show, not the rule. */}
      <Space
        direction="vertical"
        size="middle"
        style={{ width: '100%', maxWidth: 640 }}
        data-testid="refund-rule"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') e.preventDefault()
        }}
      >
        <Typography.Text type="secondary">{t('catalogue.refund.hint')}</Typography.Text>
        <Form.Item name="kind" label={t('catalogue.refund.kind')}>
          <Radio.Group
            data-testid="refund-kind"
            options={(['NONE', 'BEFORE_DEADLINE', 'FEE_BY_TIME'] as const).map((k) => ({
              value: k,
              label: t(`catalogue.refund.kind.${k}`)
            }))}
          />
        </Form.Item>
        {kind === 'BEFORE_DEADLINE' && (
          <Form.Item
            name="deadlineHours"
            label={t('catalogue.refund.deadline')}
            extra={t('catalogue.refund.deadlineHint')}
            rules={[{ required: true }]}
          >
            {hours}
          </Form.Item>
        )}
        {kind === 'FEE_BY_TIME' && (
          <Form.List name="steps">
            {(fields, { add, remove }) => (
              <Form.Item label={t('catalogue.refund.steps')} extra={t('catalogue.refund.stepsHint')}>
                <Space direction="vertical">
                  {fields.map((f) => (
                    <Space key={f.key} wrap data-testid="refund-step">
                      <Form.Item name={[f.name, 'hoursBefore']} noStyle rules={[{ required: true }]}>
                        <InputNumber
                          min={0}
                          max={REFUND_HOURS_MAX}
                          precision={0}
                          addonBefore={t('catalogue.refund.from')}
                          addonAfter={t('catalogue.refund.hours')}
                          style={{ width: 220 }}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'feePercent']} noStyle rules={[{ required: true }]}>
                        <InputNumber
                          min={0}
                          max={100}
                          precision={0}
                          addonBefore={t('catalogue.refund.fee')}
                          addonAfter="%"
                          style={{ width: 180 }}
                        />
                      </Form.Item>
                      {fields.length > 1 && <a onClick={() => remove(f.name)}>{t('common.remove')}</a>}
                    </Space>
                  ))}
                  {fields.length < REFUND_STEPS_MAX && <a onClick={() => add({ hoursBefore: 0, feePercent: 100 })}>{t('common.add')}</a>}
                </Space>
              </Form.Item>
            )}
          </Form.List>
        )}
        {kind !== 'NONE' && (
          <Form.Item name="scope" label={t('catalogue.refund.scope')}>
            <Radio.Group
              options={(['PER_TICKET', 'WHOLE_ORDER'] as const).map((s) => ({ value: s, label: t(`catalogue.refund.scope.${s}`) }))}
            />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon message={problem} data-testid="refund-problem" />}
      </Space>
    </Form>
  )
}
