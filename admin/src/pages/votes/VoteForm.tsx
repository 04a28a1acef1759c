/**
 * Make or change a vote: its question (zh-CN required, translations optional), two to ten options with an
 * optional English text and picture address, the deadline on the merchant's clock, and an optional link
 * to a topic page or a show where buyers find it. The gateway checks every field again and says which is
 * wrong; once someone voted, options may be reworded but not added or removed.
 */
import { Button, DatePicker, Drawer, Form, Input, Radio, Select, Space } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  VOTE_DESCRIPTION_MAX,
  VOTE_OPTIONS_MAX,
  VOTE_OPTIONS_MIN,
  VOTE_OPTION_TEXT_MAX,
  VOTE_PICTURE_URL_MAX,
  VOTE_TITLE_MAX,
  type AdminVote
} from '../../../../types/api/vote'
import { saveVote } from '../../api/vote-calls'
import { layoutPages } from '../../api/layout-calls'
import { shows } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { instantOfPicker, pickerOf } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { useTextIn } from '../../components/TextsFields'
import { drawerWidth } from '../../components/drawer-width'
import { blankOption, toVoteFormValues, toVoteInput, type VoteFormValues } from './vote-form-values'

type Values = Omit<VoteFormValues, 'deadline'> & { deadline: Dayjs | null }

export function VoteForm({ vote, open, onClose }: { vote: AdminVote | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const textIn = useTextIn()
  const zone = useMerchantZone()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const initial = toVoteFormValues(vote)
  const link = Form.useWatch('link', form) ?? initial.link
  const topics = useQuery({ queryKey: ['layout-pages'], queryFn: layoutPages, enabled: open })
  const showList = useQuery({ queryKey: ['vote-shows'], queryFn: () => shows({}), enabled: open && link === 'SHOW' })
  const save = useMutation({
    mutationFn: (v: Values) =>
      saveVote(vote?.voteId ?? null, toVoteInput({ ...v, deadline: v.deadline ? instantOfPicker(v.deadline, zone) : null })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['votes'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const required = [{ required: true, message: t('votes.required') }]
  return (
    <Drawer open={open} width={drawerWidth(600)} title={t(vote ? 'votes.edit' : 'votes.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="vote-form"
        initialValues={{ ...initial, deadline: initial.deadline ? pickerOf(initial.deadline, zone) : null }}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields name="title" textsName="titleTexts" label={t('votes.field.title')} max={VOTE_TITLE_MAX} testId="vote-title" />
        <TranslatedTextFields
          name="description"
          textsName="descriptionTexts"
          label={t('votes.field.description')}
          max={VOTE_DESCRIPTION_MAX}
          multiline
          required={false}
          testId="vote-description"
        />
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Form.Item label={t('votes.field.options')} extra={t('votes.field.optionsHint')} required>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }} data-testid="vote-option-row">
                  <Form.Item name={[field.name, 'text']} rules={required} noStyle>
                    <Input
                      placeholder={t('votes.field.optionText', { n: i + 1 })}
                      maxLength={VOTE_OPTION_TEXT_MAX}
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'textTexts', 'en-US']} noStyle>
                    <Input placeholder={t('votes.field.optionEnglish')} maxLength={VOTE_OPTION_TEXT_MAX} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'pictureUrl']} noStyle>
                    <Input placeholder={t('votes.field.optionPicture')} maxLength={VOTE_PICTURE_URL_MAX} style={{ width: 180 }} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} disabled={fields.length <= VOTE_OPTIONS_MIN}>
                    {t('votes.removeOption')}
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add(blankOption())} disabled={fields.length >= VOTE_OPTIONS_MAX} data-testid="vote-add-option">
                {t('votes.addOption')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="deadline" label={t('votes.field.deadline')} rules={required}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="vote-deadline" />
        </Form.Item>
        <Form.Item name="link" label={t('votes.field.link')}>
          <Radio.Group
            options={(['NONE', 'TOPIC', 'SHOW'] as const).map((value) => ({ value, label: t(`votes.link.${value}`) }))}
            optionType="button"
          />
        </Form.Item>
        {link === 'TOPIC' && (
          <Form.Item name="topicId" label={t('votes.field.topic')} rules={required}>
            <Select
              loading={topics.isLoading}
              options={(topics.data ?? []).filter((p) => p.page === 'TOPIC').map((p) => ({ value: p.layoutId, label: textIn(p.name) }))}
            />
          </Form.Item>
        )}
        {link === 'SHOW' && (
          <Form.Item name="showId" label={t('votes.field.show')} rules={required}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={showList.isLoading}
              options={(showList.data ?? []).map((s) => ({ value: s.id, label: textIn(s.name) }))}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="vote-save">
          {t('votes.save')}
        </Button>
      </Form>
    </Drawer>
  )
}
