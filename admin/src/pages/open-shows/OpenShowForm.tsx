/**
 * Make or change an open show: its title and description (zh-CN required, translations optional), poster,
 * venue, times on the merchant's clock, the registration deadline, capacity, FREE or APPROVAL, and the
 * registration form built row by row (text, choice with its options, ID, phone; required or not). The
 * gateway checks every field again and says which is wrong.
 */
import { Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd'
import type { Dayjs } from 'dayjs'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  OPEN_SHOW_CAPACITY_MAX,
  OPEN_SHOW_DESCRIPTION_MAX,
  OPEN_SHOW_TEXT_MAX,
  OPEN_SHOW_TITLE_MAX,
  OPEN_SHOW_URL_MAX,
  type AdminOpenShow
} from '../../../../types/api/open-show'
import { CHOICE_OPTION_MAX, FIELD_LABEL_MAX, FORM_FIELDS_MAX, REGISTRATION_FIELD_KINDS } from '../../../../types/rules/registration-form'
import { saveOpenShow } from '../../api/open-show-calls'
import { useI18n } from '../../i18n/i18n'
import { instantOfPicker, pickerOf } from '../../time/merchant-zone'
import { useMerchantZone } from '../../time/use-merchant-time'
import { TranslatedTextFields } from '../../components/TranslatedTextFields'
import { drawerWidth } from '../../components/drawer-width'
import { blankField, toOpenShowFormValues, toOpenShowInput, type OpenShowFormValues } from './open-show-form-values'

type TimeKey = 'startsAt' | 'endsAt' | 'registrationDeadline'
type Values = Omit<OpenShowFormValues, TimeKey> & Record<TimeKey, Dayjs | null>
const TIMES: TimeKey[] = ['startsAt', 'endsAt', 'registrationDeadline']

export function OpenShowForm({ show, open, onClose }: { show: AdminOpenShow | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useMerchantZone()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const initial = toOpenShowFormValues(show)
  const save = useMutation({
    mutationFn: (v: Values) => {
      const at = (d: Dayjs | null) => (d ? instantOfPicker(d, zone) : null)
      return saveOpenShow(
        show?.showId ?? null,
        toOpenShowInput({ ...v, startsAt: at(v.startsAt), endsAt: at(v.endsAt), registrationDeadline: at(v.registrationDeadline) })
      )
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['open-shows'] })
      onClose()
    }
    // A refusal names the wrong field in the gateway's words: the query client's one error notice shows it.
  })
  const required = [{ required: true, message: t('openShows.required') }]
  const initialTimes = Object.fromEntries(TIMES.map((k) => [k, initial[k] ? pickerOf(initial[k], zone) : null]))
  return (
    <Drawer open={open} width={drawerWidth(720)} title={t(show ? 'openShows.edit' : 'openShows.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="open-show-form"
        initialValues={{ ...initial, ...initialTimes }}
        onFinish={(v) => save.mutate(v)}
      >
        <TranslatedTextFields
          name="title"
          textsName="titleTexts"
          label={t('openShows.field.title')}
          max={OPEN_SHOW_TITLE_MAX}
          testId="open-show-title"
        />
        <TranslatedTextFields
          name="description"
          textsName="descriptionTexts"
          label={t('openShows.field.description')}
          max={OPEN_SHOW_DESCRIPTION_MAX}
          multiline
          required={false}
          testId="open-show-description"
        />
        <Form.Item name="posterUrl" label={t('openShows.field.poster')}>
          <Input maxLength={OPEN_SHOW_URL_MAX} placeholder="https://" />
        </Form.Item>
        <Space wrap style={{ display: 'flex' }}>
          <Form.Item name="venueName" label={t('openShows.field.venue')} rules={required}>
            <Input maxLength={OPEN_SHOW_TEXT_MAX} style={{ width: 240 }} data-testid="open-show-venue" />
          </Form.Item>
          <Form.Item name="venueAddress" label={t('openShows.field.address')}>
            <Input maxLength={OPEN_SHOW_TEXT_MAX} style={{ width: 320 }} />
          </Form.Item>
        </Space>
        <Space wrap style={{ display: 'flex' }}>
          {TIMES.map((k) => (
            <Form.Item key={k} name={k} label={t(`openShows.field.${k}`)} rules={required}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid={`open-show-${k}`} />
            </Form.Item>
          ))}
        </Space>
        <Space wrap style={{ display: 'flex' }}>
          <Form.Item name="capacity" label={t('openShows.field.capacity')} rules={required}>
            <InputNumber min={1} max={OPEN_SHOW_CAPACITY_MAX} precision={0} data-testid="open-show-capacity" />
          </Form.Item>
          <Form.Item name="mode" label={t('openShows.field.mode')} extra={t('openShows.field.modeHint')}>
            <Radio.Group
              options={(['FREE', 'APPROVAL'] as const).map((value) => ({ value, label: t(`openShows.mode.${value}`) }))}
              optionType="button"
              data-testid="open-show-mode"
            />
          </Form.Item>
        </Space>
        <Form.List name="fields">
          {(fields, { add, remove, move }) => (
            <Form.Item label={t('openShows.field.form')} extra={t('openShows.field.formHint')} required>
              {fields.map((field, i) => (
                <FieldRowEditor
                  key={field.key}
                  name={field.name}
                  first={i === 0}
                  onUp={() => move(i, i - 1)}
                  onRemove={() => remove(field.name)}
                  canRemove={fields.length > 1}
                />
              ))}
              <Button onClick={() => add(blankField())} disabled={fields.length >= FORM_FIELDS_MAX} data-testid="open-show-add-field">
                {t('openShows.addField')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="open-show-save">
          {t('openShows.save')}
        </Button>
      </Form>
    </Drawer>
  )
}

function FieldRowEditor(props: { name: number; first: boolean; canRemove: boolean; onUp(): void; onRemove(): void }) {
  const { t } = useI18n()
  const kind = Form.useWatch(['fields', props.name, 'kind'])
  return (
    <Space align="start" wrap style={{ display: 'flex', marginBottom: 8 }} data-testid="open-show-field-row">
      <Form.Item name={[props.name, 'kind']} noStyle>
        <Select style={{ width: 110 }} options={REGISTRATION_FIELD_KINDS.map((k) => ({ value: k, label: t(`openShows.kind.${k}`) }))} />
      </Form.Item>
      <Form.Item name={[props.name, 'label']} noStyle rules={[{ required: true, message: t('openShows.required') }]}>
        <Input placeholder={t('openShows.field.label')} maxLength={FIELD_LABEL_MAX} style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name={[props.name, 'labelEnglish']} noStyle>
        <Input placeholder={t('openShows.field.labelEnglish')} maxLength={FIELD_LABEL_MAX} style={{ width: 140 }} />
      </Form.Item>
      {kind === 'CHOICE' && (
        <Form.Item name={[props.name, 'options']} noStyle>
          <Select
            mode="tags"
            placeholder={t('openShows.field.options')}
            style={{ minWidth: 200 }}
            maxTagTextLength={CHOICE_OPTION_MAX}
            open={false}
          />
        </Form.Item>
      )}
      <Form.Item name={[props.name, 'required']} valuePropName="checked" noStyle>
        <Checkbox>{t('openShows.field.required')}</Checkbox>
      </Form.Item>
      <Button size="small" onClick={props.onUp} disabled={props.first}>
        {t('openShows.moveUp')}
      </Button>
      <Button size="small" onClick={props.onRemove} disabled={!props.canRemove}>
        {t('openShows.removeField')}
      </Button>
    </Space>
  )
}
