/** A new invitation batch: show → session → tier (general admission, on sale), how many codes, a label. */
import { Button, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { INVITATION_BATCH_MAX, type AdminInvitationCreate } from '../../../../types/api/binding'
import { show, shows } from '../../api/catalogue-calls'
import { createInvitationBatch } from '../../api/invitation-calls'
import { useI18n } from '../../i18n/i18n'
import { useTextIn } from '../../components/TextsFields'
import { useSessionText } from '../../time/use-merchant-time'

interface FormValues extends AdminInvitationCreate {
  showId: string
  sessionId: string
}

export function NewBatchForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const sessionText = useSessionText()
  const { t } = useI18n()
  const textIn = useTextIn()
  const client = useQueryClient()
  const [form] = Form.useForm<FormValues>()
  const [showId, setShowId] = useState<string>()
  const [sessionId, setSessionId] = useState<string>()
  const list = useQuery({ queryKey: ['invitation-shows'], queryFn: () => shows({}), enabled: open })
  const detail = useQuery({ queryKey: ['catalogue-show', showId], queryFn: () => show(showId ?? ''), enabled: open && !!showId })
  const session = detail.data?.sessions.find((s) => s.id === sessionId)
  const create = useMutation({
    mutationFn: (v: FormValues) => createInvitationBatch({ tierId: v.tierId, size: v.size, label: v.label }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['invitations'] })
      form.resetFields()
      onClose()
    }
    // A refusal (stock short, unsuitable tier) is shown by the query client's one error notice.
  })
  return (
    <Modal open={open} title={t('invitations.new')} onCancel={onClose} footer={null} destroyOnClose>
      <Form<FormValues> form={form} layout="vertical" onFinish={(v) => create.mutate(v)} data-testid="invitation-form">
        <Form.Item name="showId" label={t('invitations.show')} rules={[{ required: true, message: t('invitations.required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={list.isPending}
            data-testid="invitation-show"
            options={(list.data ?? []).map((s) => ({ value: s.id, label: textIn(s.name) }))}
            onChange={(v: string) => {
              setShowId(v)
              setSessionId(undefined)
              form.setFieldsValue({ sessionId: undefined, tierId: undefined })
            }}
          />
        </Form.Item>
        <Form.Item name="sessionId" label={t('invitations.session')} rules={[{ required: true, message: t('invitations.required') }]}>
          <Select
            loading={detail.isFetching}
            data-testid="invitation-session"
            options={(detail.data?.sessions ?? []).map((s) => ({ value: s.id, label: sessionText(textIn(s.name), s.start) }))}
            onChange={(v: string) => {
              setSessionId(v)
              form.setFieldsValue({ tierId: undefined })
            }}
          />
        </Form.Item>
        <Form.Item
          name="tierId"
          label={t('invitations.tier')}
          rules={[{ required: true, message: t('invitations.required') }]}
          extra={t('invitations.tierHint')}
        >
          <Select
            data-testid="invitation-tier"
            options={(session?.tiers ?? [])
              .filter((x) => !x.closed)
              .map((x) => ({ value: x.id, label: `${textIn(x.name)} · ${t('invitations.available', { n: x.available })}` }))}
          />
        </Form.Item>
        <Form.Item
          name="size"
          label={t('invitations.size')}
          initialValue={10}
          rules={[{ required: true, message: t('invitations.required') }]}
        >
          <InputNumber min={1} max={INVITATION_BATCH_MAX} precision={0} style={{ width: '100%' }} data-testid="invitation-size" />
        </Form.Item>
        <Form.Item name="label" label={t('invitations.label')}>
          <Input maxLength={60} data-testid="invitation-label" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} block data-testid="invitation-create">
          {t('invitations.create')}
        </Button>
      </Form>
    </Modal>
  )
}
