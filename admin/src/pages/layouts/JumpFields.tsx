/**
 * Where a tap on a banner picture or a notice goes: the jump's type, then its value (a show picked by name, a keyword,
 * a URL of this site, one of the shop's topic pages...) and a mini-program's appId. A notice may have none.
 */
import { Form, Input, Select } from 'antd'
import type { LayoutBannerJump } from '../../../../types/api/storefront-admin'
import type { MessageKey } from '../../i18n/en-US'
import { useI18n } from '../../i18n/i18n'
import { ShowSelect } from '../../components/ShowSelect'
import { TopicSelect } from '../../components/TopicSelect'

/** The jumps the console offers, and what each one's value is. */
const JUMPS: ReadonlyArray<{ type: LayoutBannerJump; value?: MessageKey; appId?: boolean }> = [
  { type: 'SHOW_DETAIL', value: 'lay.value.show' },
  { type: 'SEARCH_KEYWORD', value: 'lay.value.keyword' },
  { type: 'SHOW_TYPE', value: 'lay.value.category' },
  { type: 'HOT' },
  { type: 'CALENDAR' },
  { type: 'H5', value: 'lay.value.url' },
  { type: 'WX_MINI', value: 'lay.value.path', appId: true },
  { type: 'ALIPAY_MINI', value: 'lay.value.path', appId: true },
  { type: 'HOME' },
  { type: 'TOPIC', value: 'lay.value.topic' },
  { type: 'TOAST', value: 'lay.value.toast' }
]

export interface JumpValue {
  jumpType?: LayoutBannerJump
  jumpValue?: string
  appId?: string
}

export function JumpFields({
  value,
  onChange,
  testId,
  optional
}: {
  value: JumpValue
  onChange: (jump: JumpValue) => void
  testId: string
  optional?: boolean
}) {
  const { t } = useI18n()
  const jump = JUMPS.find((j) => j.type === value.jumpType)
  return (
    <>
      <Form.Item label={t('lay.field.jump')}>
        <Select
          data-testid={`${testId}-jump`}
          allowClear={optional}
          placeholder={optional ? t('lay.jump.none') : undefined}
          value={value.jumpType}
          options={JUMPS.map((j) => ({ value: j.type, label: t(`lay.jump.${j.type}` as MessageKey) }))}
          onChange={(jumpType?: LayoutBannerJump) => onChange({ jumpType, jumpValue: undefined, appId: undefined })}
        />
      </Form.Item>
      {jump?.type === 'TOPIC' && (
        <Form.Item label={t('lay.value.topic')}>
          <TopicSelect value={value.jumpValue} onChange={(jumpValue) => onChange({ ...value, jumpValue })} testId={`${testId}-topic`} />
        </Form.Item>
      )}
      {jump?.type === 'SHOW_DETAIL' && (
        <Form.Item label={t('lay.value.show')}>
          <ShowSelect value={value.jumpValue} onChange={(jumpValue) => onChange({ ...value, jumpValue })} testId={`${testId}-show`} />
        </Form.Item>
      )}
      {jump?.value && jump.type !== 'TOPIC' && jump.type !== 'SHOW_DETAIL' && (
        <Form.Item label={t(jump.value)}>
          <Input value={value.jumpValue ?? ''} onChange={(e) => onChange({ ...value, jumpValue: e.target.value || undefined })} />
        </Form.Item>
      )}
      {jump?.appId && (
        <Form.Item label={t('lay.value.appId')}>
          <Input value={value.appId ?? ''} onChange={(e) => onChange({ ...value, appId: e.target.value || undefined })} />
        </Form.Item>
      )}
    </>
  )
}
