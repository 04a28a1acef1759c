/**
 * Write or change an announcement: title and content in zh-CN (zh-MO and en-US optional, shown as the zh-CN
 * text when blank), an optional https more-link, the whole shop or one show, and when it shows. The gateway
 * checks every field again and says which is wrong.
 */
import { Button, DatePicker, Drawer, Form, Input, Radio, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_URL_MAX,
  type AdminAnnouncement
} from '../../../../types/api/announcement'
import { isMoreUrl } from '../../../../types/rules/announcement-rules'
import { saveAnnouncement } from '../../api/announcement-calls'
import { shows } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { useTextIn } from '../../components/TextsFields'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { drawerWidth } from '../../components/drawer-width'
import { instantOfPicker, pickerOf } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { toAnnouncementFormValues, toAnnouncementInput, type AnnouncementFormValues } from './announcement-form-values'

type Values = Omit<AnnouncementFormValues, 'window'> & { window: [Dayjs, Dayjs] | null }

export function AnnouncementForm({ notice, open, onClose }: { notice: AdminAnnouncement | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useMerchantZone()
  const textIn = useTextIn()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const initial = toAnnouncementFormValues(notice)
  const scope = Form.useWatch('scope', form) ?? initial.scope
  const showList = useQuery({ queryKey: ['announcement-shows'], queryFn: () => shows({}), enabled: open && scope === 'SHOW' })
  const save = useMutation({
    mutationFn: (v: Values) =>
      saveAnnouncement(
        notice?.id ?? null,
        toAnnouncementInput({ ...v, window: v.window ? [instantOfPicker(v.window[0], zone), instantOfPicker(v.window[1], zone)] : null })
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['announcements'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const required = [{ required: true, message: t('announcements.required') }]
  return (
    <Drawer
      open={open}
      width={drawerWidth(560)}
      title={t(notice ? 'announcements.edit' : 'announcements.new')}
      onClose={onClose}
      destroyOnClose
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="announcement-form"
        initialValues={{
          ...initial,
          window: initial.window ? [pickerOf(initial.window[0], zone), pickerOf(initial.window[1], zone)] : null
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields
          name="title"
          textsName="titleTexts"
          label={t('announcements.field.title')}
          max={ANNOUNCEMENT_TITLE_MAX}
          testId="announcement-title"
        />
        <TranslatedTextFields
          name="content"
          textsName="contentTexts"
          label={t('announcements.field.content')}
          max={ANNOUNCEMENT_CONTENT_MAX}
          multiline
          testId="announcement-content"
        />
        <Form.Item
          name="moreUrl"
          label={t('announcements.field.moreUrl')}
          extra={t('announcements.field.moreUrlHint')}
          rules={[
            {
              validator: async (_, value?: string) =>
                isMoreUrl((value ?? '').trim()) ? undefined : Promise.reject(new Error(t('announcements.field.moreUrlHint')))
            }
          ]}
        >
          <Input maxLength={ANNOUNCEMENT_URL_MAX} placeholder="https://" data-testid="announcement-more-url" />
        </Form.Item>
        <Form.Item name="scope" label={t('announcements.field.scope')}>
          <Radio.Group
            options={[
              { value: 'SHOP', label: t('announcements.scope.SHOP') },
              { value: 'SHOW', label: t('announcements.scope.SHOW') }
            ]}
          />
        </Form.Item>
        {scope === 'SHOW' && (
          <Form.Item name="showId" label={t('announcements.field.show')} rules={required}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={showList.isPending}
              options={(showList.data ?? []).map((s) => ({ value: s.id, label: textIn(s.name) }))}
              data-testid="announcement-show"
            />
          </Form.Item>
        )}
        <Form.Item name="window" label={t('announcements.field.window')} rules={required}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} data-testid="announcement-window" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="announcement-save">
          {t('common.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
