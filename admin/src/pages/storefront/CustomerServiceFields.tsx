/**
 * The storefront editor's customer-service card (product.md "Shop configuration", customerServiceConfigVO):
 * phone, hours per weekday, the online-chat link, a note for buyers in three languages, and the sites the
 * app's web view may open. Checked here with the gateway's own rules (types/rules/), so a refusal is shown
 * at the field before a save.
 */
import { Form, Input, Select, Space, TimePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { StorefrontConfig } from '../../../../types/api/storefront-admin'
import { CONSOLE_LOCALES, useI18n } from '../../i18n/i18n'
import type { MessageKey } from '../../i18n/en-US'
import { workTimeProblem, type WorkTime } from '../../../../types/rules/customer-service-rules'
import { checkWebLink, domainProblem, normalisedDomain, WEB_VIEW_DOMAINS_MAX } from '../../../../types/rules/web-view-domains'

const HHMM = 'HH:mm'
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]
/** The gateway's phone format (server/src/storefront/storefront.schema.ts). */
const PHONE = /^[0-9+() -]{3,30}$/
const LANGUAGE_LABEL: Record<string, MessageKey> = {
  'zh-CN': 'catalogue.lang.zhCN',
  'zh-MO': 'catalogue.lang.zhMO',
  'en-US': 'catalogue.lang.enUS'
}

export function CustomerServiceFields() {
  const { t } = useI18n()
  const form = Form.useFormInstance<StorefrontConfig>()
  const zhNotice = (Form.useWatch(['customerServiceConfigVO', 'notice', 'zh-CN'], { form, preserve: true }) as string | undefined) ?? ''
  return (
    <>
      <Space wrap align="start">
        <Form.Item
          name={['customerServiceConfigVO', 'telephone']}
          label={t('sf.phone')}
          rules={[{ pattern: PHONE, message: t('contact.phoneInvalid') }]}
        >
          <Input style={{ width: 200 }} data-testid="service-phone" />
        </Form.Item>
        <Form.Item
          name={['customerServiceConfigVO', 'onlineConfig', 'jumpUrl']}
          label={t('sf.onlineLink')}
          dependencies={['webViewDomains']}
          rules={[
            { pattern: /^https:\/\//, message: t('contact.httpsOnly') },
            ({ getFieldValue }) => ({
              validator: async (_, url?: string) => {
                if (url && !checkWebLink(url, getFieldValue('webViewDomains') as string[] | undefined).allowed)
                  throw new Error(t('contact.chatOffDomains'))
              }
            })
          ]}
        >
          <Input style={{ width: 320 }} placeholder="https://" data-testid="service-chat" />
        </Form.Item>
      </Space>
      <Form.Item
        name="webViewDomains"
        label={t('contact.domains')}
        extra={t('contact.domainsHint')}
        normalize={(domains: string[]) => [...new Set(domains.map(normalisedDomain).filter(Boolean))]}
        rules={[
          { type: 'array', max: WEB_VIEW_DOMAINS_MAX },
          {
            validator: async (_, domains?: string[]) => {
              const bad = (domains ?? []).find((d) => domainProblem(d))
              if (bad) throw new Error(t('contact.domainInvalid', { domain: bad }))
            }
          }
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} style={{ maxWidth: 500 }} data-testid="web-view-domains" />
      </Form.Item>
      <Form.List
        name={['customerServiceConfigVO', 'workTimes']}
        rules={[
          {
            validator: async (_, times?: WorkTime[]) => {
              const problem = workTimeProblem((times ?? []).filter((w) => w?.from && w.to))
              if (problem) throw new Error(t(problem[1].startsWith('overlaps') ? 'contact.hoursOverlap' : 'contact.hoursEnd'))
            }
          }
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label={t('sf.hours')}>
            <Space direction="vertical">
              {fields.map((f) => (
                <Space key={f.key} wrap>
                  <Form.Item name={[f.name, 'weekday']} noStyle>
                    <Select
                      style={{ width: 100 }}
                      aria-label={t('sf.weekday')}
                      options={WEEKDAYS.map((d) => ({
                        value: d,
                        label: dayjs()
                          .day(d % 7)
                          .format('ddd')
                      }))}
                    />
                  </Form.Item>
                  {(['from', 'to'] as const).map((end) => (
                    <Form.Item
                      key={end}
                      name={[f.name, end]}
                      noStyle
                      getValueProps={(v: string | undefined) => ({ value: v ? dayjs(v, HHMM) : undefined })}
                      normalize={(d: Dayjs | null) => (d ? d.format(HHMM) : undefined)}
                    >
                      <TimePicker format={HHMM} minuteStep={5} aria-label={t(`sf.${end}`)} />
                    </Form.Item>
                  ))}
                  <a onClick={() => remove(f.name)}>{t('common.remove')}</a>
                </Space>
              ))}
              <a onClick={() => add({ weekday: 1, from: '09:00', to: '18:00' })}>{t('common.add')}</a>
              <Form.ErrorList errors={errors} />
            </Space>
          </Form.Item>
        )}
      </Form.List>
      {/* Optional: a blank zh-CN note means none (draft-values.ts drops it); a blank translation reads as zh-CN. */}
      {CONSOLE_LOCALES.map((lang) => (
        <Form.Item
          key={lang}
          name={['customerServiceConfigVO', 'notice', lang]}
          label={`${t('contact.notice')} · ${t(LANGUAGE_LABEL[lang])}`}
          extra={lang === 'zh-CN' ? t('contact.noticeHint') : t('translations.fallback')}
          rules={[{ max: 200 }]}
        >
          <Input style={{ maxWidth: 500 }} placeholder={lang === 'zh-CN' ? undefined : zhNotice} />
        </Form.Item>
      ))}
    </>
  )
}
